import Glibc
import TerminalText

/// Opens a web page in the user's browser: `$BROWSER` (the first of a colon-separated list; `%s`
/// stands for the URL, else the URL is added as the last argument), else `xdg-open`.
struct BrowserLauncher: Sendable {
    let environment: [String: String]

    /// The command that would open `url`.
    func command(for url: String) -> [String] {
        let browser = environment["BROWSER"]?.split(separator: ":").first.map(String.init) ?? ""
        var words = ChildProcess.words(browser)
        if words.isEmpty { return ["xdg-open", url] }
        if words.contains(where: { $0.contains("%s") }) {
            words = words.map { $0.replacingOccurrences(of: "%s", with: url) }
        } else {
            words.append(url)
        }
        return words
    }

    /// Opens `url` and waits for the launcher (a terminal browser needs the terminal meanwhile).
    func open(_ url: String) throws(CommandFailure) {
        guard WebAddress.isOpenable(url) else {
            throw .usage("not a web address, so not opened: \(Sanitizer.line(url))")
        }
        let command = command(for: url)
        switch ChildProcess.spawn(command) {
        case .failure(let error):
            throw .failure("cannot start the browser '\(command[0])' (\(error.description)): set BROWSER, or open \(url)")
        case .success(let pid):
            let status = ChildProcess.wait(pid)
            if status != 0 {
                throw .failure("the browser '\(command[0])' failed (exit \(status)): set BROWSER, or open \(url)")
            }
        }
    }

    /// Opens `url` in the background with no terminal, for the full-screen reader.
    func openDetached(_ url: String) -> Bool {
        guard WebAddress.isOpenable(url), case .success(let pid) = ChildProcess.spawn(command(for: url), quiet: true) else { return false }
        ChildReaper.reap(pid)
        return true
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// Waits for background children on a detached thread, so none lingers as a zombie.
enum ChildReaper {
    static func reap(_ pid: pid_t) {
        var thread = pthread_t()
        let box = UnsafeMutablePointer<pid_t>.allocate(capacity: 1)
        box.pointee = pid
        pthread_create(&thread, nil, { argument in
            let pointer = argument!.assumingMemoryBound(to: pid_t.self)
            var status: Int32 = 0
            waitpid(pointer.pointee, &status, 0)
            pointer.deallocate()
            return nil
        }, box)
        pthread_detach(thread)
    }
}
