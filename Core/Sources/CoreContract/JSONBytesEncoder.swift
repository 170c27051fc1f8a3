import Foundation

/// The `Encoder` behind `JSONWriter`: every container writes into one byte array as it is
/// given its members, so nothing is boxed or kept but the open containers.
///
/// A container is open from the moment it is asked for until its value's `encode(to:)`
/// returns, or until its parent writes again (a nested container given by `nestedContainer`
/// is closed then). An object's members are written in the order they come; when it closes,
/// they are put in key order if they were not in it already. Writing to a container after it
/// closed throws, where `JSONEncoder` would still accept it; none of the project's types does.
///
/// Its arrays are not checked for exclusive access at run time (`@exclusivity(unchecked)`):
/// every container writes through them, one call after another on one thread, never two at
/// once, and the checks were a large part of the writer's time.
final class JSONBytesEncoder: Encoder {
  /// The text written so far.
  @exclusivity(unchecked) var out: [UInt8] = []

  let layout: JSONLayout
  var pretty: Bool { layout.pretty }
  let dateText: (@Sendable (Date) -> String)?

  /// An open object or array.
  struct Frame {
    var isObject: Bool
    /// Its members or elements so far.
    var count = 0
    /// Where its members start in `members`.
    var firstMember: Int
    /// Whether the members came in key order, each after the one before.
    var inOrder = true
    /// Tells a container of a frame closed since from the frame now at its place.
    var serial: Int
  }

  /// The open containers, outermost first.
  @exclusivity(unchecked) var frames: [Frame] = []
  /// The keys of the open objects' members, and where each member's text starts in `out`.
  @exclusivity(unchecked) var members: [(key: String, start: Int)] = []
  private var serials = 0
  /// Per depth, the keys of the last object sorted there, as they came, and the members it
  /// wrote in their order (`keptOrder(of:)`).
  @exclusivity(unchecked) private var lastOrders: [(keys: [String], kept: [Int])] = []
  @exclusivity(unchecked) private var moved: [UInt8] = []

  /// How many containers enclose the value being written.
  private(set) var slotDepth = 0
  /// Whether that value has asked for a container, or written itself, yet.
  private(set) var valueStarted = false

  let userInfo: [CodingUserInfoKey: Any] = [:]

  var codingPath: [any CodingKey] { path(depth: slotDepth) }

  init(options: JSONWriter.Options, dateText: (@Sendable (Date) -> String)?) {
    layout = JSONLayout(
      pretty: options.contains(.pretty),
      invisibles: options.contains(.escapingInvisibles)
    )
    self.dateText = dateText
  }

  /// The path to a value inside the first `depth` open containers.
  func path(depth: Int) -> [any CodingKey] {
    frames.prefix(depth).filter { $0.count > 0 }.map { frame in
      frame.isObject
        ? JSONWriterKey(stringValue: members[frame.firstMember + frame.count - 1].key)
        : JSONWriterKey(intValue: frame.count - 1)
    }
  }

  func writeTopLevel<Value: Encodable>(_ value: Value) throws {
    guard try write(value) else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: [],
          debugDescription: "Top-level \(Value.self) did not encode any values."
        )
      )
    }
  }

  /// Writes `value` in the slot just opened; `{}` if it writes nothing, as `JSONEncoder` does.
  func writeNested<Value: Encodable>(_ value: Value) throws {
    guard try !write(value) else { return }
    out.append(UInt8(ascii: "{"))
    if pretty {
      out.append(contentsOf: "\n\n".utf8)
      layout.indent(frames.count, to: &out)
    }
    out.append(UInt8(ascii: "}"))
  }

  /// Writes `value`, closing every container it opened; false when it wrote nothing.
  private func write<Value: Encodable>(_ value: Value) throws -> Bool {
    if Value.self == JSONValue.self {
      writeJSONValue(value as! JSONValue)
    } else if Value.self == Decimal.self {
      out.append(contentsOf: (value as! Decimal).description.utf8)
    } else if Value.self == URL.self {
      writeString((value as! URL).absoluteString)
    } else if Value.self == Data.self {
      writeString((value as! Data).base64EncodedString())
    } else if Value.self == Date.self, let dateText {
      writeString(dateText(value as! Date))
    } else {
      let (outerDepth, outerStarted) = (slotDepth, valueStarted)
      let depth = frames.count
      (slotDepth, valueStarted) = (depth, false)
      try value.encode(to: self)
      close(downTo: depth)
      let started = valueStarted
      (slotDepth, valueStarted) = (outerDepth, outerStarted)
      return started
    }
    return true
  }

  /// A `JSONValue`, written by `JSONLayout` without a container per value (the server writes
  /// every record it stores or answers this way), into the array moved out of `out` and back:
  /// a local array passed down the recursion is faster than a class's property.
  private func writeJSONValue(_ value: JSONValue) {
    var bytes: [UInt8] = []
    swap(&bytes, &out)
    layout.write(value, level: frames.count, to: &bytes)
    swap(&bytes, &out)
  }

  // MARK: The value's own container

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(JSONKeyedContainer<Key>(encoder: self, frame: ownFrame(object: true)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    JSONUnkeyedContainer(encoder: self, frame: ownFrame(object: false))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueContainer(encoder: self, depth: slotDepth)
  }

  /// The value's container: opened now, or the one it opened before if asked again.
  private func ownFrame(object: Bool) -> (index: Int, serial: Int) {
    if !valueStarted {
      valueStarted = true
      return open(object: object)
    }
    close(downTo: slotDepth + 1)
    precondition(
      frames.count == slotDepth + 1 && frames[slotDepth].isObject == object,
      "A value asked for a container after it wrote something else"
    )
    return (slotDepth, frames[slotDepth].serial)
  }

  /// Starts the value a single-value container at `depth` writes.
  func beginSingle(depth: Int) throws {
    guard depth == slotDepth, frames.count == depth, !valueStarted else {
      throw EncodingError.invalidValue(
        (),
        .init(codingPath: codingPath, debugDescription: "A value was written twice or too late")
      )
    }
    valueStarted = true
  }

  // MARK: Containers

  /// Writes an object's or array's opening and makes it the innermost open container.
  func open(object: Bool) -> (index: Int, serial: Int) {
    writeOpening(object ? "{" : "[")
    serials += 1
    frames.append(Frame(isObject: object, firstMember: members.count, serial: serials))
    return (frames.count - 1, serials)
  }

  /// Closes the containers nested in the frame at `index` and checks that it is still the
  /// frame a container was given.
  private func reach(_ index: Int, _ serial: Int) throws {
    close(downTo: index + 1)
    guard frames.count == index + 1, frames[index].serial == serial else {
      throw EncodingError.invalidValue(
        (),
        .init(
          codingPath: path(depth: min(index, frames.count)),
          debugDescription: "A container was written to after it closed"
        )
      )
    }
  }

  /// Starts a member of the object at `index`: its separator, key and colon.
  func beginMember(_ key: String, in index: Int, serial: Int) throws {
    try reach(index, serial)
    var frame = frames[index]
    if frame.count > 0 {
      out.append(contentsOf: pretty ? ",\n".utf8 : ",".utf8)
      if frame.inOrder, !JSONLayout.precedes(members[members.count - 1].key, key) {
        frame.inOrder = false
      }
    }
    members.append((key, out.count))
    frame.count += 1
    frames[index] = frame
    if pretty { layout.indent(index + 1, to: &out) }
    writeString(key)
    writeLiteral(pretty ? " : " : ":")
  }

  /// Starts an element of the array at `index`: its separator.
  func beginElement(in index: Int, serial: Int) throws {
    try reach(index, serial)
    writeSeparator(first: frames[index].count == 0, level: index + 1)
    frames[index].count += 1
  }

  /// The number of elements written so far in the array at `index`.
  func count(in index: Int, serial: Int) -> Int {
    index < frames.count && frames[index].serial == serial ? frames[index].count : 0
  }

  func close(downTo depth: Int) {
    while frames.count > depth { closeInnermost() }
  }

  private func closeInnermost() {
    let frame = frames.removeLast()
    if frame.isObject {
      if !frame.inOrder { sortMembers(of: frame) }
      members.removeSubrange(frame.firstMember...)
    }
    writeClosing(frame.isObject ? "}" : "]", level: frames.count)
  }

  /// Rewrites the members of `frame`, which is closing, in key order; of members with the same
  /// key the last is kept, as `JSONEncoder` keeps it.
  private func sortMembers(of frame: Frame) {
    let first = frame.firstMember
    let start = members[first].start
    let separator = pretty ? 2 : 1
    moved.removeAll(keepingCapacity: true)
    moved.append(contentsOf: out[start...])
    out.removeSubrange(start...)
    for (position, member) in keptOrder(of: frame).enumerated() {
      if position > 0 { out.append(contentsOf: pretty ? ",\n".utf8 : ",".utf8) }
      let from = members[first + member].start - start
      let to =
        member + 1 < frame.count
        ? members[first + member + 1].start - start - separator : moved.count
      out.append(contentsOf: moved[from..<to])
    }
  }

  /// The members of `frame` to write, in key order: the order found for the last object
  /// sorted as deep, when its keys came the same (the objects of an array are mostly of one
  /// type), else sorted now.
  private func keptOrder(of frame: Frame) -> [Int] {
    let (first, depth) = (frame.firstMember, frames.count)
    if depth < lastOrders.count, lastOrders[depth].keys.count == frame.count,
      lastOrders[depth].keys.indices.allSatisfy({
        JSONLayout.order(lastOrders[depth].keys[$0], members[first + $0].key) == 0
      })
    {
      return lastOrders[depth].kept
    }
    let order = (0..<frame.count).sorted { earlier, later in
      let bytes = JSONLayout.order(members[first + earlier].key, members[first + later].key)
      return bytes == 0 ? earlier < later : bytes < 0
    }
    let kept = order.indices.filter { position in
      position + 1 == order.count
        || JSONLayout.order(
          members[first + order[position]].key,
          members[first + order[position + 1]].key
        ) != 0
    }.map { order[$0] }
    while lastOrders.count <= depth { lastOrders.append(([], [])) }
    lastOrders[depth] = (members[first..<first + frame.count].map(\.key), kept)
    return kept
  }

  // MARK: Layout

  func writeOpening(_ bracket: Unicode.Scalar) { layout.opening(bracket, to: &out) }

  func writeSeparator(first: Bool, level: Int) {
    layout.separator(first: first, level: level, to: &out)
  }

  func writeClosing(_ bracket: Unicode.Scalar, level: Int) {
    layout.closing(bracket, level: level, to: &out)
  }

  func writeString(_ text: String) { layout.string(text, to: &out) }

  func writeLiteral(_ text: StaticString) { JSONLayout.literal(text, to: &out) }

  func writeInteger<Integer: BinaryInteger>(_ value: Integer) {
    out.append(contentsOf: String(value).utf8)
  }

  /// A finite number as `JSONEncoder` writes it: its description, without `.0` when whole.
  func writeFloat<Float: BinaryFloatingPoint & CustomStringConvertible>(_ value: Float) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: codingPath,
          debugDescription: "Unable to encode \(Float.self).\(value) directly in JSON."
        )
      )
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    out.append(contentsOf: text.utf8)
  }
}

/// A key of `codingPath`.
struct JSONWriterKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) { self.stringValue = stringValue }

  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}
