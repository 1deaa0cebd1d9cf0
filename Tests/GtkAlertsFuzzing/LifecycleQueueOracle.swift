@testable import GtkAlerts

/// The lifecycle fuzzer's own account of each window's alerts, kept in the library's pure
/// model (`AlertQueue`) but fed only with what the fuzzer did: who was presented over which
/// window, from inside which alert, and who has answered.
///
/// The library's hosts decide the same things from their own side; after every step the two
/// must agree on who is on screen, in which level, and who waits in which order.
@MainActor
struct LifecycleQueueOracle {
    private var queues: [ObjectIdentifier: AlertQueue<Int>] = [:]

    /// Alert `number` was presented over `parent`, from inside alert `origin` (a widget in its
    /// card, or the operation its progress follows) if any.
    mutating func presented(_ number: Int, over parent: LifecycleParent, from origin: Int? = nil) {
        // A hidden or destroyed window takes no alert: it ends at once.
        guard parent.isShown else { return }
        _ = queues[ObjectIdentifier(parent), default: AlertQueue()].add(number, from: origin)
    }

    /// Alert `new` took `old`'s place over `parent` (a swap), on screen or in the queue: the
    /// alerts shown on top of `old` end with it.
    mutating func replaced(_ old: Int, with new: Int, over parent: LifecycleParent) {
        guard parent.isShown else { return }
        let key = ObjectIdentifier(parent)
        if queues[key]?.replace(old, with: new) == nil {
            _ = queues[key, default: AlertQueue()].add(new)
        }
    }

    /// Alert `number` has ended (answered, dismissed, or gone with its window).
    mutating func ended(_ number: Int) {
        for key in queues.keys where queues[key]?.contains(number) ?? false {
            _ = queues[key]?.end(number)
        }
    }

    /// The window was hidden or destroyed: what it had ended, and it starts empty when shown again.
    mutating func closed(_ parent: LifecycleParent) {
        queues[ObjectIdentifier(parent)] = nil
    }

    /// The alerts of `parent` as the user meets them (topmost level first, then the waiting
    /// ones), and how many of them are on screen.
    func expected(over parent: LifecycleParent) -> (order: [Int], onScreen: Int) {
        guard let queue = queues[ObjectIdentifier(parent)] else { return ([], 0) }
        return (queue.inOrderOfSight, queue.levels.count)
    }
}
