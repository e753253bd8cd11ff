import CGlibc
import Glibc
import QiitaAccounts

/// Starts programs the user chose (a pager, a browser) without a shell: the command is split at
/// spaces and the argument is passed as one argv element, so no URL or file name is ever
/// interpreted by a shell.
enum ChildProcess {
    /// Spawns `arguments[0]` found on PATH. `stdin` replaces the child's standard input when
    /// given; `quiet` sends its output (and its input, unless `stdin` is given) to /dev/null;
    /// `defaults` are variables the child gets when this environment lacks them.
    /// Returns the pid, or the spawn error.
    static func spawn(
        _ arguments: [String], stdin: Int32? = nil, quiet: Bool = false, defaults: [String: String] = [:]
    ) -> Result<pid_t, SpawnError> {
        guard let program = arguments.first, !program.isEmpty else { return .failure(SpawnError(code: ENOENT)) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdin { posix_spawn_file_actions_adddup2(&actions, stdin, 0) }
        // Nothing else of ours goes with it: a browser started while the OAuth receiver listens
        // would otherwise keep the listening socket, and the port, after qiita has exited.
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        if quiet {
            if stdin == nil { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        sigaddset(&defaultSignals, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = childEnvironment(defaults: defaults).map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, program, &actions, &attributes, argv, environment)
        return result == 0 ? .success(pid) : .failure(SpawnError(code: result))
    }

    /// This process's environment (`NAME=value` entries) without the token variables: a pager or
    /// a browser may live long and start others.
    static func childEnvironment(defaults: [String: String] = [:]) -> [String] {
        var entries: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            if !ResolvedToken.environmentVariables.contains(where: { text.hasPrefix($0 + "=") }) { entries.append(text) }
            index += 1
        }
        for (name, value) in defaults.sorted(by: { $0.key < $1.key }) where !entries.contains(where: { $0.hasPrefix(name + "=") }) {
            entries.append("\(name)=\(value)")
        }
        return entries
    }

    /// Waits for `pid`; its exit status, or 128 + signal.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// A command line from the environment (`less -R`, `firefox --new-window`) as words.
    static func words(_ command: String) -> [String] {
        command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    struct SpawnError: Error {
        let code: Int32
        var description: String { String(cString: strerror(code)) }
    }
}
