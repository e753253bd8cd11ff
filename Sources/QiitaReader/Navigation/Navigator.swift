/// The reader's history as a value: the screen shown, the ones behind it and the ones ahead.
///
/// `Entry` is whatever the reader keeps per screen (a ``Screen`` in tests, a screen with its
/// presenter state in the reader), so that back and forward restore a screen as it was left —
/// selection, scroll and loaded pages — without fetching it again.
package struct Navigator<Entry: Sendable>: Sendable {
    package private(set) var back: [Entry]
    package private(set) var current: Entry
    package private(set) var forward: [Entry]
    /// Screens switched away from in place (feeds left with Tab), kept as they were left to come
    /// back to as tabs do.
    package private(set) var parked: [Entry]

    package init(root: Entry) {
        back = []
        current = root
        forward = []
        parked = []
    }

    /// How many screens deep the history is: 1 at the root.
    package var depth: Int { back.count + 1 }
    /// The screen just below the current one.
    package var below: Entry? { back.last }
    package var canGoBack: Bool { !back.isEmpty }
    package var canGoForward: Bool { !forward.isEmpty }

    /// Shows `entry` on top; whatever was ahead is dropped, as in a browser.
    package mutating func push(_ entry: Entry) {
        back.append(current)
        current = entry
        forward.removeAll()
    }

    /// Shows, in the current one's place, the parked entry `isWanted` picks, or else `entry`;
    /// the current one is parked. What is behind stays; what was ahead is dropped.
    package mutating func switchCurrent(to entry: Entry, parkedOne isWanted: (Entry) -> Bool) {
        let next = parked.firstIndex(where: isWanted).map { parked.remove(at: $0) } ?? entry
        parked.append(current)
        current = next
        forward.removeAll()
    }

    /// Goes back one screen; the one left goes ahead, so forward returns to it. False at the root.
    @discardableResult
    package mutating func goBack() -> Bool {
        guard let previous = back.popLast() else { return false }
        forward.append(current)
        current = previous
        return true
    }

    /// Goes forward one screen. False when nothing is ahead.
    @discardableResult
    package mutating func goForward() -> Bool {
        guard let next = forward.popLast() else { return false }
        back.append(current)
        current = next
        return true
    }

    /// Changes the current entry in place (its presenter state as the user moves).
    package mutating func updateCurrent(_ change: (inout Entry) -> Void) {
        change(&current)
    }

    /// Changes every entry, current, stored and parked (e.g. re-layout after a resize).
    package mutating func updateAll(_ change: (inout Entry) -> Void) {
        change(&current)
        for index in back.indices { change(&back[index]) }
        for index in forward.indices { change(&forward[index]) }
        for index in parked.indices { change(&parked[index]) }
    }

    /// Every entry from the root to the current one.
    package var path: [Entry] { back + [current] }
}
