import QiitaMarkdown
import Testing

/// Languages of `LanguageDefinition+Scripting`: a realistic snippet each, and what a reader
/// expects to see coloured in it, including words that must stay uncoloured.
@Suite struct ScriptingHighlightingTests {
    static let ruby = Highlighted(
        "rb",
        ##"""
        require 'json'

        # A user; the class keyword here is a comment.
        class User < ApplicationRecord
          attr_reader :name
          DEFAULT_AGE = 20

          def adult?
            @age >= 18 && !@name.empty?
          end

          def to_s
            "#{@name} (#{@age}) says \"end\"" + 'it\'s' + format('%05d', 1_000)
          end

          def self.load(path)
            $stderr.puts "loading
        across lines"
            JSON.parse(File.read(path), symbolize_names: true) rescue nil
          end
        end
        """##)

    @Test(arguments: [
        Expect("require", .type), Expect("'json'", .string),
        Expect("# A user; the class keyword here is a comment.", .comment),
        Expect("class", .keyword, occurrence: 2), Expect("User", .type), Expect("ApplicationRecord", .type),
        Expect("attr_reader", .type), Expect(":name", .string), Expect("20", .number), Expect("def", .keyword),
        Expect("adult?", .plain), Expect("@age", .variable), Expect("18", .number), Expect("empty?", .plain),
        Expect("end", .keyword), Expect(##""#{@name} (#{@age}) says \"end\"""##, .string), Expect(#"'it\'s'"#, .string),
        Expect("1_000", .number), Expect("self", .keyword), Expect("$stderr", .variable), Expect("\"loading", .string),
        Expect("across lines\"", .string), Expect("symbolize_names", .plain), Expect("true", .keyword),
        Expect("rescue", .keyword), Expect("nil", .keyword),
    ])
    func ruby(_ expect: Expect) { expect.check(Self.ruby) }

    static let python = Highlighted(
        "python3",
        #"""
        from dataclasses import dataclass

        @dataclass
        class Point:
            """A point.

            The word class here is in a docstring.
            """
            x: float = 0.0

            def describe(self, *, precision: int = 2) -> str:
                label = f"({self.x:.{precision}f})"  # format for display
                raw = r'C:\new\table'
                if self.x > 1_000 or self.x == 0x1F:
                    return 'it\'s "large"'
                return label.format(None)
        """#)

    @Test(arguments: [
        Expect("from", .keyword), Expect("dataclasses", .plain), Expect("import", .keyword),
        Expect("@dataclass", .attribute), Expect("class", .keyword, occurrence: 4), Expect("Point", .type),
        Expect(#""""A point."#, .string), Expect("    The word class here is in a docstring.", .string),
        Expect("float", .type), Expect("0.0", .number), Expect("def", .keyword), Expect("describe", .plain),
        Expect("self", .keyword), Expect("int", .type), Expect("str", .type, occurrence: 2),
        Expect(#"f"({self.x:.{precision}f})""#, .string), Expect("# format for display", .comment),
        Expect(#"r'C:\new\table'"#, .string), Expect("if", .keyword), Expect("1_000", .number), Expect("0x1F", .number),
        Expect(#"'it\'s "large"'"#, .string), Expect("return", .keyword), Expect("None", .keyword),
        Expect("format", .plain, occurrence: 2),
    ])
    func python(_ expect: Expect) { expect.check(Self.python) }

    static let shellScript = Highlighted(
        "bash",
        #"""
        #!/bin/bash
        set -euo pipefail

        # Deploy; the if keyword here is a comment.
        for file in "$@"; do
          if [ -f "${file}" ]; then
            echo "Deploying $file to ${TARGET:-prod} (done)"
            cp -r "$file" ~/backup/ 2>&1
          fi
        done
        msg='single $quoted
        spanning lines'
        echo $? $# issue#1 $HOME
        """#)

    @Test(arguments: [
        Expect("#!/bin/bash", .comment), Expect("set", .type), Expect("-euo", .plain),
        Expect("# Deploy; the if keyword here is a comment.", .comment), Expect("for", .keyword),
        Expect("in", .keyword, occurrence: 2), Expect(#""$@""#, .string), Expect("if", .keyword, occurrence: 2),
        Expect(#""${file}""#, .string), Expect("then", .keyword), Expect("echo", .type),
        Expect(#""Deploying $file to ${TARGET:-prod} (done)""#, .string), Expect("done", .keyword, occurrence: 2),
        Expect("'single $quoted", .string), Expect("spanning lines'", .string), Expect("$?", .variable),
        Expect("$#", .variable), Expect("$HOME", .variable),
    ])
    func shellScript(_ expect: Expect) { expect.check(Self.shellScript) }

    @Test func hashInsideAWordIsNotAComment() {
        #expect(!Self.shellScript.kinds(of: "issue#1").contains(.comment), "\(Self.shellScript.dump)")
    }

    static let shellSession = Highlighted(
        "console",
        #"""
        $ npm install --save react
        added 1 package in 2s
        $ echo "multi
        > line" && ls
        multi
        line
        root@host:~# systemctl restart nginx
        # journalctl -u nginx \
            --since "today"
        -- Logs begin at Mon --
        """#)

    @Test(arguments: [
        Expect("$ ", .meta), Expect("npm install --save react", .plain), Expect("added 1 package in 2s", .plain),
        Expect("\"multi", .string), Expect("> line\"", .string), Expect("multi", .plain, occurrence: 2),
        Expect("root@host:~# ", .meta), Expect("systemctl", .plain), Expect("# ", .meta, occurrence: 2),
        Expect("\"today\"", .string), Expect("-- Logs begin at Mon --", .plain),
    ])
    func shellSession(_ expect: Expect) { expect.check(Self.shellSession) }

    @Test func shellSessionWithoutPromptsIsAScript() {
        let highlighted = Highlighted("shell-session", "cd src\nrm *\ntouch index.js App.js")
        #expect(highlighted.kind(of: "cd") == .type, "\(highlighted.dump)")
        #expect(highlighted.kind(of: "*") == .punctuation, "\(highlighted.dump)")
    }

    static let sql = Highlighted(
        "sql",
        #"""
        -- Active users; the select keyword here is a comment.
        SELECT u.id, u.name AS display_name, COUNT(o.id) AS orders
        FROM users u
        LEFT JOIN orders o ON o.user_id = u.id
        WHERE u.note <> 'it''s a "select"'
          AND u.score >= 4.5e2
        /* grouped
           by user */
        group by u.id having count(*) > 10;
        """#)

    @Test(arguments: [
        Expect("-- Active users; the select keyword here is a comment.", .comment), Expect("SELECT", .keyword),
        Expect("AS", .keyword), Expect("display_name", .plain), Expect("COUNT", .type), Expect("orders", .plain),
        Expect("FROM", .keyword), Expect("LEFT", .keyword), Expect("JOIN", .keyword), Expect("ON", .keyword),
        Expect("user_id", .plain), Expect(#"'it''s a "select"'"#, .string), Expect("AND", .keyword),
        Expect("4.5e2", .number), Expect("/* grouped", .comment), Expect("   by user */", .comment),
        Expect("group", .keyword, occurrence: 2), Expect("having", .keyword), Expect("count", .type),
        Expect("10", .number),
    ])
    func sql(_ expect: Expect) { expect.check(Self.sql) }

    static let dockerfile = Highlighted(
        "Dockerfile",
        #"""
        # syntax=docker/dockerfile:1
        FROM node:20-alpine AS build
        ARG APP_ENV=production
        WORKDIR /app
        COPY package*.json ./
        RUN npm ci && echo "from ${APP_ENV}" # install
        ENV PATH=$PATH:/app/bin
        CMD ["node", "server.js"]
        """#)

    @Test(arguments: [
        Expect("# syntax=docker/dockerfile:1", .comment), Expect("FROM", .keyword), Expect("AS", .keyword),
        Expect("ARG", .keyword), Expect("WORKDIR", .keyword), Expect("RUN", .keyword),
        Expect(#""from ${APP_ENV}""#, .string), Expect("# install", .comment), Expect("$PATH", .variable),
        Expect(#""node""#, .string),
    ])
    func dockerfile(_ expect: Expect) { expect.check(Self.dockerfile) }

    static let php = Highlighted(
        "php",
        #"""
        <?php
        namespace App\Http;

        # The function keyword here is a comment.
        final class UserController extends Controller
        {
            /* Shows one user,
               or fails. */
            public function show(int $id): string
            {
                $name = "User #{$id} says \"hi\"";
                $path = 'it\'s ' . PHP_EOL;
                return $name . $path . 0x1A . 1.5e3; // return
            }
        }
        """#)

    @Test(arguments: [
        Expect("namespace", .keyword), Expect("# The function keyword here is a comment.", .comment),
        Expect("final", .keyword), Expect("class", .keyword), Expect("UserController", .type),
        Expect("extends", .keyword), Expect("/* Shows one user,", .comment), Expect("   or fails. */", .comment),
        Expect("public", .keyword), Expect("function", .keyword, occurrence: 2), Expect("int", .type),
        Expect("$id", .variable), Expect("string", .type), Expect("$name", .variable),
        Expect(#""User #{$id} says \"hi\"""#, .string), Expect(#"'it\'s '"#, .string), Expect("0x1A", .number),
        Expect("1.5e3", .number), Expect("return", .keyword), Expect("// return", .comment),
    ])
    func php(_ expect: Expect) { expect.check(Self.php) }

    static let powershell = Highlighted(
        "powershell",
        #"""
        <# Cleans old logs;
           the foreach keyword here is a comment. #>
        param([int]$Days = 30)
        $limit = (Get-Date).AddDays(-$Days)
        foreach ($file in Get-ChildItem -Path $env:TEMP -Recurse) {
            if ($file.LastWriteTime -lt $limit -and $true) {
                Write-Host "Removing `"$($file.Name)`"" # log
                Remove-Item $file -Force -WhatIf:'it''s fine'
            }
        }
        """#)

    @Test(arguments: [
        Expect("<# Cleans old logs;", .comment), Expect("   the foreach keyword here is a comment. #>", .comment),
        Expect("param", .keyword), Expect("$Days", .variable), Expect("30", .number), Expect("Get-Date", .type),
        Expect("foreach", .keyword, occurrence: 2), Expect("in", .keyword, occurrence: 2),
        Expect("Get-ChildItem", .type),
        Expect("-Path", .plain), Expect("$env:TEMP", .variable), Expect("if", .keyword), Expect("-lt", .keyword),
        Expect("-and", .keyword), Expect("$true", .variable), Expect("Write-Host", .type),
        Expect(#""Removing `"$($file.Name)`"""#, .string), Expect("# log", .comment), Expect("'it''s fine'", .string),
    ])
    func powershell(_ expect: Expect) { expect.check(Self.powershell) }
}

