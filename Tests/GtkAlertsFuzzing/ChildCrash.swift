/// A child process that ended before its last case: the case it announced last, and why.
struct ChildCrash {
    var caseIndex: Int
    var message: String
}
