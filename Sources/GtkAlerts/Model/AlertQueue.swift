/// The order of one window's alerts, as a value: which are on screen, in levels, and which wait
/// their turn.
///
/// Pure (no GTK), so every decision about who shows, who nests, who waits and who ends with
/// whom is made here and tested without a display; `AlertHost` makes the widgets follow.
///
/// The first level shows over the window's content. An alert that comes from inside a shown
/// one (presented over a widget in its card, or by the operation its progress follows) shows
/// at once on top of it, as nested sheets do. Any other alert waits, first come first shown,
/// and a waiting alert keeps its place whatever happens to its value. An alert that comes from
/// a waiting one (the operation of a progress alert still in the queue asks a question) waits
/// too, and shows on top of it the moment it shows: the question is never left behind the
/// progress alert it belongs to.
struct AlertQueue<ID: Hashable>: Equatable {
    /// The alerts on screen, the first over the window's content, each other over the one
    /// before it.
    private(set) var levels: [ID] = []
    /// The alerts waiting for the levels to empty, first come first.
    private(set) var waiting: [ID] = []
    /// Waiting alerts that came from another waiting alert, and the one each came from.
    private(set) var askedBy: [ID: ID] = [:]
    /// Set once the window goes away: nothing shows or waits any more.
    private(set) var isClosing = false

    /// Where an alert went when it was added.
    enum Placement: Equatable {
        /// On screen as the first level, over the content.
        case shown
        /// On screen on top of the given alert.
        case nested(over: ID)
        /// In the queue.
        case waiting
        /// Nowhere: the window is going away, so the alert ends at once.
        case refused
    }

    /// What ending an alert sets off.
    struct Ending: Equatable {
        /// The alerts shown on top of it, which end with it, the topmost first.
        var alsoEnding: [ID] = []
        /// The alert that shows now as the first level, if the ended one was the first level
        /// and another was waiting.
        var next: ID?
        /// The waiting alerts that came from `next`, now on screen on top of it, in order.
        var nestedOnNext: [ID] = []
        /// Whether the window has no alert left, up or waiting.
        var leavesNone: Bool
    }

    /// The alerts as the user meets them: the topmost level first, then the waiting ones.
    var inOrderOfSight: [ID] { levels.reversed() + waiting }

    /// Whether `id` is up or waiting.
    func contains(_ id: ID) -> Bool { levels.contains(id) || waiting.contains(id) }

    /// Adds `id`, which came from inside the shown alert `origin` (if any); returns where it
    /// went.
    mutating func add(_ id: ID, from origin: ID? = nil) -> Placement {
        guard !isClosing, !contains(id) else { return .refused }
        if levels.isEmpty {
            levels = [id]
            return .shown
        }
        if let origin, levels.contains(origin), let top = levels.last {
            levels.append(id)
            return .nested(over: top)
        }
        if let origin, waiting.contains(origin) { askedBy[id] = origin }
        waiting.append(id)
        return .waiting
    }

    /// Ends `id`, up or waiting: the alerts on top of it end with it, and when the first level
    /// ends the first waiting alert shows.
    mutating func end(_ id: ID) -> Ending {
        if let index = waiting.firstIndex(of: id) {
            waiting.remove(at: index)
            // What it asked waits on as any alert does: nothing is left to show it on.
            askedBy = askedBy.filter { $0.key != id && $0.value != id }
            return Ending(leavesNone: levels.isEmpty && waiting.isEmpty)
        }
        guard let index = levels.firstIndex(of: id) else {
            return Ending(leavesNone: levels.isEmpty && waiting.isEmpty)
        }
        let above = Array(levels[(index + 1)...].reversed())
        levels.removeSubrange(index...)
        var ending = Ending(alsoEnding: above, leavesNone: false)
        if levels.isEmpty, !isClosing, !waiting.isEmpty {
            let next = waiting.removeFirst()
            levels = [next]
            ending.next = next
            ending.nestedOnNext = bringUpWhatCame(from: next)
        }
        ending.leavesNone = levels.isEmpty && waiting.isEmpty
        return ending
    }

    /// Puts `new` in the place of `old` (a swap): in its level, or its place in the queue.
    ///
    /// The alerts on top of `old` end, as they would if it ended; nothing else moves, so the
    /// user keeps seeing the alert they answer. Returns `nil` when `old` is not there.
    mutating func replace(_ old: ID, with new: ID) -> (placement: Placement, alsoEnding: [ID])? {
        guard !isClosing, !contains(new) else { return nil }
        if let index = waiting.firstIndex(of: old) {
            waiting[index] = new
            askedBy = Dictionary(
                uniqueKeysWithValues: askedBy.map { ($0.key == old ? new : $0.key, $0.value == old ? new : $0.value) })
            return (.waiting, [])
        }
        guard let index = levels.firstIndex(of: old) else { return nil }
        let above = Array(levels[(index + 1)...].reversed())
        levels.removeSubrange((index + 1)...)
        levels[index] = new
        return (index == 0 ? .shown : .nested(over: levels[index - 1]), above)
    }

    /// The window is going away: every alert ends, the waiting ones first (so none shows on
    /// the way), then the levels from the top.
    ///
    /// Returns them in that order.
    mutating func close() -> [ID] {
        isClosing = true
        let ending = waiting + levels.reversed()
        waiting = []
        askedBy = [:]
        levels = []
        return ending
    }

    /// Moves the waiting alerts that came from `shown` (and from those, in turn) onto the
    /// levels above it, in the order they came; returns them.
    private mutating func bringUpWhatCame(from shown: ID) -> [ID] {
        var brought: [ID] = []
        var origins: Set<ID> = [shown]
        for id in waiting {
            guard let origin = askedBy[id], origins.contains(origin) else { continue }
            brought.append(id)
            origins.insert(id)
        }
        waiting.removeAll { brought.contains($0) }
        for id in brought { askedBy[id] = nil }
        levels += brought
        return brought
    }
}
