#if canImport(Glibc)
    internal import Glibc
#endif

/// Writes a line to the standard error stream: where recoverable content errors go when the
/// app installed no handler (GTK's own log would turn them into test failures or noise).
func printToStandardError(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}
