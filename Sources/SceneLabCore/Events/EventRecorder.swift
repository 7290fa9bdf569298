/// The events of the command being applied, kept for the simulator to drain.
///
/// Calls on channels the person does not trace are counted but not kept, so
/// that a quiet run builds no event it would not print.
struct EventRecorder: Sendable {
    /// Events of the command being applied.
    var events: [Event] = []
    /// The channels whose calls are kept; the simulator sets it.
    var channels = ChannelFilter.all
    /// Calls made, kept or left out by `channels`, since the simulator last counted them.
    var callsMade = 0

    /// Keeps an event, unless it is a call on a channel left out.
    mutating func record(_ event: consuming Event) {
        if event.kind == .call { callsMade += 1 }
        if let channel = event.channel, !channels.admits(channel) { return }
        events.append(consume event)
    }

    /// Keeps UIKit's call of `method` on a view controller.
    mutating func call(
        _ method: Name, on receiver: ControllerTable.Receiver, channel: Channel?, arguments: Event.Arguments,
        confidence: Confidence
    ) {
        let channel = channel ?? receiver.lifecycleChannel
        callsMade += 1
        guard channels.admits(channel) else { return }
        events.append(
            Event(
                kind: .call, channel: channel, scene: receiver.scene,
                receiver: receiver.name, receiverClass: receiver.name.base, selector: method, arguments: arguments,
                confidence: confidence))
    }

    /// The calls made since last asked, counting again from zero.
    mutating func takeCallsMade() -> Int {
        defer { callsMade = 0 }
        return callsMade
    }
}
