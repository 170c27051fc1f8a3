/// The widths the message screens are snapshotted at: 40 columns besides 80, a phone's
/// terminal or a split pane, where messages wrap the most.
let messageWidths = [80, 40]
