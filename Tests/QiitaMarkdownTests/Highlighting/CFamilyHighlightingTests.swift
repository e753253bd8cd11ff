import QiitaMarkdown
import Testing

/// Languages of `LanguageDefinition+CFamily`: a realistic snippet each, and what a reader
/// expects to see coloured in it, including words that must stay uncoloured.
@Suite struct CFamilyHighlightingTests {
    static let swift = Highlighted(
        "swift",
        #"""
        import Foundation

        /// Loads items.
        @MainActor
        final class ItemStore: ObservableObject {
            private var items: [Item] = []
            let limit = 0x1F_FF + 1_000 + 2.5e-3
            /* a block comment
               with let inside /* nested */ still a comment
            */
            func format(_ value: Int) async throws -> String {
                let text = "say \"hi\" if \(value)"
                let raw = #"C:\path "quoted""#
                let page = """
                    for item in list
                    """
                guard let first = items.first else { return "" }
                #if DEBUG
                print($0)
                #endif
                return text // trailing if
            }
        }
        """#)

    @Test(arguments: [
        Expect("import", .keyword), Expect("/// Loads items.", .comment), Expect("@MainActor", .attribute),
        Expect("final", .keyword), Expect("ItemStore", .type), Expect("ObservableObject", .type),
        Expect("0x1F_FF", .number), Expect("1_000", .number), Expect("2.5e-3", .number),
        Expect("/* a block comment", .comment), Expect("with let inside /* nested */ still a comment", .comment),
        Expect("*/", .comment, occurrence: 2), Expect("func", .keyword), Expect("format", .plain),
        Expect("async", .keyword), Expect("throws", .keyword), Expect("String", .type), Expect("Int", .type),
        Expect(#""say \"hi\" if \(value)""#, .string), Expect(##"#"C:\path "quoted""#"##, .string),
        Expect(#"""""#, .string), Expect("for item in list", .string), Expect("guard", .keyword),
        Expect("#if", .keyword), Expect("print", .type), Expect("$0", .variable), Expect("// trailing if", .comment),
    ])
    func swift(_ expect: Expect) { expect.check(Self.swift) }

    static let c = Highlighted(
        "c",
        #"""
        #include <stdio.h>
        #define MAX 0xFF

        /* multi-line
           comment with return */
        static int count_items(const char *format, unsigned long n) {
            char c = '\n';
            printf("total: %d \"items\" for\n", 42);
            float ratio = 1.5e-3f; // ratio while
            return n > 10UL ? 0 : -1;
        }
        """#)

    @Test(arguments: [
        Expect("#include", .keyword), Expect("<stdio.h>", .string), Expect("#define", .keyword),
        Expect("0xFF", .number), Expect("/* multi-line", .comment), Expect("   comment with return */", .comment),
        Expect("static", .keyword), Expect("int", .type), Expect("count_items", .plain), Expect("const", .keyword),
        Expect("char", .type), Expect("format", .plain), Expect(#"'\n'"#, .string),
        Expect(#""total: %d \"items\" for\n""#, .string), Expect("42", .number), Expect("1.5e-3f", .number),
        Expect("// ratio while", .comment), Expect("return", .keyword, occurrence: 2), Expect("10UL", .number),
    ])
    func c(_ expect: Expect) { expect.check(Self.c) }

    static let cpp = Highlighted(
        "cpp",
        #"""
        #include <vector>
        namespace app {
        template <typename T>
        class Box final {
        public:
            auto describe() const -> std::string {
                return R"json({"key": "value", "if": 1})json";
            }
            static constexpr long kMax = 1'000'000;
            bool classify(int x) { return x != nullptr; } // class
        };
        }
        """#)

    @Test(arguments: [
        Expect("namespace", .keyword), Expect("template", .keyword), Expect("typename", .keyword),
        Expect("class", .keyword), Expect("Box", .plain), Expect("public", .keyword), Expect("auto", .keyword),
        Expect("std", .type), Expect("string", .type), Expect(#"R"json({"key": "value", "if": 1})json""#, .string),
        Expect("constexpr", .keyword), Expect("1'000'000", .number), Expect("classify", .plain),
        Expect("nullptr", .keyword), Expect("// class", .comment),
    ])
    func cpp(_ expect: Expect) { expect.check(Self.cpp) }

    static let go = Highlighted(
        "go",
        #"""
        package main

        import (
        	"fmt"
        	"strings"
        )

        /*
        Package comment with func inside.
        */
        func formatName(name string, n int) (string, error) {
        	raw := `C:\path\n "not escaped"
        second line for raw`
        	r := 'x'
        	for i := 0; i < n; i++ {
        		fmt.Println("count:\t", i, 1_000, 0o755, 3.14)
        	}
        	return strings.ToUpper(name), nil // return
        }
        """#)

    @Test(arguments: [
        Expect("package", .keyword), Expect(#""fmt""#, .string), Expect("/*", .comment),
        Expect("Package comment with func inside.", .comment), Expect("func", .keyword, occurrence: 2),
        Expect("formatName", .plain), Expect("string", .type, occurrence: 2), Expect("int", .type),
        Expect("error", .type), Expect(#"`C:\path\n "not escaped""#, .string), Expect("second line for raw`", .string),
        Expect("'x'", .string), Expect("for", .keyword, occurrence: 3), Expect(#""count:\t""#, .string),
        Expect("1_000", .number), Expect("0o755", .number), Expect("3.14", .number), Expect("ToUpper", .plain),
        Expect("nil", .keyword), Expect("// return", .comment),
    ])
    func go(_ expect: Expect) { expect.check(Self.go) }

    static let rust = Highlighted(
        "rust",
        #####"""
        #[derive(Debug, Clone)]
        pub struct Point<'a> {
            name: &'a str,
            x: f64,
        }

        /* outer /* nested */ still
           comment */
        impl<'a> Point<'a> {
            pub fn describe(&self) -> String {
                let c = '\'';
                let raw = r#"raw "quoted" \n"#;
                let bytes = b"bytes\x00";
                let big = 1_000_000u64 + 0b1010 + 0xff;
                format!("{} at {}", self.name, self.x) // fn
            }
        }
        """#####)

    @Test(arguments: [
        Expect("#[derive(Debug, Clone)]", .attribute), Expect("pub", .keyword), Expect("struct", .keyword),
        Expect("Point", .type), Expect("str", .type, occurrence: 2), Expect("f64", .type),
        Expect("/* outer /* nested */ still", .comment), Expect("   comment */", .comment), Expect("impl", .keyword),
        Expect("fn", .keyword), Expect("describe", .plain), Expect("self", .keyword), Expect("String", .type),
        Expect(#"'\''"#, .string), Expect(##"r#"raw "quoted" \n"#"##, .string), Expect(#"b"bytes\x00""#, .string),
        Expect("1_000_000u64", .number), Expect("0b1010", .number), Expect("0xff", .number), Expect("format", .plain),
        Expect("// fn", .comment),
    ])
    func rust(_ expect: Expect) { expect.check(Self.rust) }

    @Test func rustLifetimesAreNotCharacterLiterals() {
        #expect(!Self.rust.kinds(of: "<'a> {").contains(.string), "\(Self.rust.dump)")
        #expect(!Self.rust.kinds(of: "&'a str,").contains(.string), "\(Self.rust.dump)")
    }

    static let javascript = Highlighted(
        "js",
        #"""
        // @ts-check
        import React, { useState } from 'react';

        /**
         * A counter; the class keyword here is a comment.
         */
        export default function Counter({ initial = 0 }) {
          const [count, setCount] = useState(initial);
          const label = `Clicked ${count} times
        and "for" ever`;
          const pattern = "it's \"quoted\" return";
          if (count > 1e3 || count === 0xff) {
            console.log('done', 10n, .5);
          }
          return $el.formatted;
        }
        """#)

    @Test(arguments: [
        Expect("// @ts-check", .comment), Expect("import", .keyword), Expect("'react'", .string),
        Expect("/**", .comment), Expect(" * A counter; the class keyword here is a comment.", .comment),
        Expect("export", .keyword), Expect("default", .keyword), Expect("function", .keyword), Expect("Counter", .type),
        Expect("const", .keyword), Expect("useState", .plain), Expect("`Clicked ${count} times", .string),
        Expect(#"and "for" ever`"#, .string), Expect(#""it's \"quoted\" return""#, .string), Expect("if", .keyword),
        Expect("1e3", .number), Expect("0xff", .number), Expect("console", .type), Expect("'done'", .string),
        Expect("10n", .number), Expect(".5", .number), Expect("return", .keyword, occurrence: 2), Expect("$el", .plain),
        Expect("formatted", .plain),
    ])
    func javascript(_ expect: Expect) { expect.check(Self.javascript) }

    static let typescript = Highlighted(
        "ts",
        #"""
        interface User {
          readonly id: number;
          name?: string;
        }

        type Handler = (user: User) => Promise<void>;

        @Component({ selector: 'app-root' })
        export class AppComponent implements OnInit {
          private users: Map<string, User> = new Map();
          /* block
             comment */
          async load(id: number): Promise<User | undefined> {
            const typed = id as unknown as string; // interface
            return this.users.get(`user-${id}`);
          }
        }
        """#)

    @Test(arguments: [
        Expect("interface", .keyword), Expect("readonly", .keyword), Expect("number", .type), Expect("string", .type),
        Expect("type", .keyword), Expect("Handler", .type), Expect("Promise", .type), Expect("void", .type),
        Expect("@Component", .attribute), Expect("'app-root'", .string), Expect("implements", .keyword),
        Expect("private", .keyword), Expect("new", .keyword), Expect("Map", .type), Expect("/* block", .comment),
        Expect("     comment */", .comment), Expect("async", .keyword), Expect("undefined", .keyword),
        Expect("unknown", .type), Expect("// interface", .comment), Expect("this", .keyword),
        Expect("`user-${id}`", .string),
    ])
    func typescript(_ expect: Expect) { expect.check(Self.typescript) }
}
