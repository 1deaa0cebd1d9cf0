import Glibc

/// The process environment and the machine.
enum Environment {
    /// The 1-minute load average and the number of online CPUs, for people.
    static var load: String {
        let average = procFile("/proc/loadavg", limit: 128)?.split(separator: " ").first.map(String.init)
        return "\(average ?? "?") on \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) CPUs"
    }

    /// A file the kernel writes as it is read (/proc's report no size), in one read of at most
    /// `limit` bytes; nil when there is nothing to read.
    static func procFile(_ path: String, limit: Int) -> String? {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
    }

    /// The environment variable `name`; nil when unset or empty.
    static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        let value = String(cString: raw)
        return value.isEmpty ? nil : value
    }
}
