// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Walks of the visual item tree that the view tests share.
.pragma library

// Every item below `item`, depth first, for which pred(child) holds, appended to `out`.
function findAll(item, pred, out) {
    const found = out || []
    for (let i = 0; i < item.children.length; ++i) {
        const c = item.children[i]
        if (pred(c)) found.push(c)
        findAll(c, pred, found)
    }
    return found
}

// The same for the items whose objectName is `name`.
function named(item, name) {
    return findAll(item, function(c) { return c.objectName === name })
}
