public import GtkAlertsToolkit

extension Widget {
    /// Whether the pointer can reach the widget: neither it nor any ancestor has `canTarget` off.
    ///
    /// An alert blocks its parent window by turning it off on a container, which is what tests
    /// of "the parent takes no clicks" should ask about, wherever the container sits.
    public var canReceivePointer: Bool {
        ancestorsAndSelf.allSatisfy(\.canTarget)
    }

    /// Whether keyboard focus can reach the widget: neither it nor any ancestor has `canFocus`
    /// off (the widget itself may still not be focusable).
    public var canReceiveFocus: Bool {
        ancestorsAndSelf.allSatisfy(\.canFocus)
    }

    private var ancestorsAndSelf: [Widget] {
        var result: [Widget] = []
        var current: Widget? = self
        while let node = current {
            result.append(node)
            current = node.parent
        }
        return result
    }
}
