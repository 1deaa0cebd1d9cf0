import Glibc

/// The process environment and the machine.
enum Environment {
    /// The 1-minute load average and the number of online CPUs, for people.
    static var load: String {
        let file = open("/proc/loadavg", O_RDONLY)
        guard file >= 0 else { return "?" }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        let average =
            count > 0
            ? String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ").first.map(String.init) : nil
        return "\(average ?? "?") on \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) CPUs"
    }

    static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        let value = String(cString: raw)
        return value.isEmpty ? nil : value
    }
}
