import CommandGrammar

/// Why a file the store would read cannot hold data: what was found in its place.
public enum FileDamage: Diagnostic, Equatable {
    /// A folder where a file was expected.
    case folder
    /// Something other than a regular file (`kind` as the file layer names it: a FIFO, a device).
    case notARegularFile(kind: String)
    /// A socket.
    case socket
    /// Symbolic links that lead back to themselves.
    case symbolicLinkLoop
    /// A file over the size the store reads.
    case tooLarge(bytes: Int, limitMiB: Int)
    /// A file that grew past the size limit while it was read.
    case grewPastLimit(limitMiB: Int)
}
