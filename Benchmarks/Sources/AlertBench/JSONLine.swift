/// Flat, one-line JSON objects of strings and numbers: what the tool prints with `--json`
/// and what child processes report. (No Foundation: the measured processes stay lean.)
enum JSONLine {
    /// A field's value: a string, a number with its decimals, or a whole number.
    enum Value {
        case string(String)
        case number(Double, decimals: Int)
        case integer(Int)
    }

    /// `{"key": value, …}` with keys in the given order.
    static func encode(_ fields: [(String, Value)]) -> String {
        let body = fields.map { key, value in
            let text: String
            switch value {
            case .string(let string): text = quoted(string)
            case .number(let number, let decimals): text = number.isFinite ? Format.fixed(number, decimals) : "null"
            case .integer(let integer): text = String(integer)
            }
            return "\(quoted(key)): \(text)"
        }
        return "{" + body.joined(separator: ", ") + "}"
    }

    /// Timings as one string of numbers with spaces between: how children report every run.
    static func samples(_ values: [Double]) -> Value {
        .string(values.map { Format.fixed($0, 3) }.joined(separator: " "))
    }

    /// The fields of a flat object made by `encode`, or nil when `line` is not one.
    static func decode(_ line: String) -> Fields? {
        var fields = Fields()
        var scanner = Scanner(Array(line.utf8))
        guard scanner.skip("{") else { return nil }
        if scanner.skip("}") { return fields }
        repeat {
            guard let key = scanner.string(), scanner.skip(":") else { return nil }
            if let string = scanner.string() {
                fields.strings[key] = string
            } else if let number = scanner.number() {
                fields.numbers[key] = number
            } else if scanner.skipWord("null") {
                fields.numbers[key] = .nan
            } else {
                return nil
            }
        } while scanner.skip(",")
        return scanner.skip("}") ? fields : nil
    }

    /// The fields of a decoded line, by key.
    struct Fields {
        var strings: [String: String] = [:]
        var numbers: [String: Double] = [:]
        func string(_ key: String) -> String? { strings[key] }
        func number(_ key: String) -> Double? { numbers[key] }
        /// A string made by `JSONLine.samples`, read back; empty when missing.
        func samples(_ key: String) -> [Double] {
            (strings[key] ?? "").split(separator: " ").compactMap { Double($0) }
        }
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Reads the bytes of one line from the front.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }

        mutating func skip(_ character: Character) -> Bool {
            skipSpaces()
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        mutating func skipWord(_ word: String) -> Bool {
            skipSpaces()
            let wordBytes = Array(word.utf8)
            guard bytes[index...].starts(with: wordBytes) else { return false }
            index += wordBytes.count
            return true
        }

        mutating func string() -> String? {
            guard skip("\"") else { return nil }
            var result: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x22 { return String(decoding: result, as: UTF8.self) }
                if byte == 0x5C, index < bytes.count {
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                            let scalar = Unicode.Scalar(code)
                        else { return nil }
                        index += 4
                        result.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: result.append(escaped)
                    }
                } else {
                    result.append(byte)
                }
            }
            return nil
        }

        mutating func number() -> Double? {
            skipSpaces()
            let start = index
            while index < bytes.count, let character = Optional(bytes[index]),
                (0x30...0x39).contains(character) || character == 0x2D || character == 0x2B
                    || character == 0x2E || character == 0x65 || character == 0x45
            {
                index += 1
            }
            guard index > start else { return nil }
            return Double(String(decoding: bytes[start..<index], as: UTF8.self))
        }
    }
}
