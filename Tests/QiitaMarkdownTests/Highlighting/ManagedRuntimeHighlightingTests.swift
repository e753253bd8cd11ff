import QiitaMarkdown
import Testing

/// Languages of `LanguageDefinition+ManagedRuntimes`: a realistic snippet each, and what a
/// reader expects to see coloured in it, including words that must stay uncoloured.
@Suite struct ManagedRuntimeHighlightingTests {
    static let java = Highlighted(
        "java",
        #"""
        package com.example;

        @Service
        public class UserService implements Serializable {
            private static final long serialVersionUID = 1L;
            /**
             * Returns the user's name, or null.
             */
            public String findName(int id) throws IOException {
                String query = """
                    SELECT * FROM users WHERE id = ?
                    """;
                char quote = '\'';
                return "name: \"" + id + "\" new"; // new
            }
        }
        """#)

    @Test(arguments: [
        Expect("package", .keyword), Expect("@Service", .attribute), Expect("public", .keyword),
        Expect("class", .keyword), Expect("UserService", .type), Expect("implements", .keyword),
        Expect("Serializable", .type), Expect("serialVersionUID", .plain), Expect("1L", .number),
        Expect("/**", .comment), Expect("* Returns the user's name, or null.", .comment), Expect("String", .type),
        Expect("int", .type), Expect("throws", .keyword), Expect("IOException", .type), Expect(#"""""#, .string),
        Expect("SELECT * FROM users WHERE id = ?", .string), Expect(#"'\''"#, .string),
        Expect(#""name: \"""#, .string), Expect(#""\" new""#, .string), Expect("// new", .comment),
    ])
    func java(_ expect: Expect) { expect.check(Self.java) }

    static let kotlin = Highlighted(
        "kotlin",
        #"""
        data class User(val name: String, val age: Int = 0)

        /* outer /* inner */
           still outer */
        @JvmStatic
        suspend fun describe(user: User): String {
            val template = """
                Name: ${user.name} for "you"
            """
            val hex = 0xFF_EC_DE_5E
            return when {
                user.age > 18 -> "adult \"${user.name}\""
                else -> 'c'.toString() // when
            }
        }
        """#)

    @Test(arguments: [
        Expect("data", .keyword), Expect("class", .keyword), Expect("val", .keyword), Expect("String", .type),
        Expect("Int", .type), Expect("/* outer /* inner */", .comment), Expect("   still outer */", .comment),
        Expect("@JvmStatic", .attribute), Expect("suspend", .keyword), Expect("fun", .keyword),
        Expect("describe", .plain), Expect(#"Name: ${user.name} for "you""#, .string), Expect("0xFF_EC_DE_5E", .number),
        Expect("when", .keyword), Expect("18", .number), Expect(#""adult \"${user.name}\"""#, .string),
        Expect("'c'", .string), Expect("toString", .plain), Expect("// when", .comment),
    ])
    func kotlin(_ expect: Expect) { expect.check(Self.kotlin) }

    static let csharp = Highlighted(
        "cs",
        ##"""
        #region Models
        using System.Collections.Generic;

        /* A repository; the class keyword
           here is a comment. */
        public sealed class UserRepository : IRepository<User>
        {
            private readonly Dictionary<int, string> _names = new();

            public async Task<string?> FindAsync(int id)
            {
                var path = @"C:\users\""admin""";
                var message = $"found {id} for \"you\"";
                return _names.TryGetValue(id, out var name) ? name : null; // return
            }
            public double Ratio => 0.5e-2 + 0x_FF + 1_000m;
        }
        #endregion
        """##)

    @Test(arguments: [
        Expect("#region", .keyword), Expect("using", .keyword), Expect("/* A repository; the class keyword", .comment),
        Expect("   here is a comment. */", .comment), Expect("public", .keyword), Expect("sealed", .keyword),
        Expect("class", .keyword, occurrence: 2), Expect("UserRepository", .plain), Expect("readonly", .keyword),
        Expect("Dictionary", .type), Expect("int", .type), Expect("string", .type), Expect("async", .keyword),
        Expect("Task", .type), Expect(#"@"C:\users\""admin""""#, .string),
        Expect(#"$"found {id} for \"you\"""#, .string), Expect("out", .keyword), Expect("null", .keyword),
        Expect("// return", .comment), Expect("0.5e-2", .number), Expect("1_000m", .number),
        Expect("#endregion", .keyword),
    ])
    func csharp(_ expect: Expect) { expect.check(Self.csharp) }

    static let dart = Highlighted(
        "dart",
        #"""
        import 'package:flutter/material.dart';

        /* outer /* nested */ still
           a comment with class */
        @immutable
        class Counter extends StatelessWidget {
          final int count;
          const Counter({super.key, required this.count});

          @override
          Widget build(BuildContext context) {
            final label = 'Count: $count isn\'t "zero"';
            final raw = r'C:\new';
            return Text('$label ${count * 2}', textScaleFactor: 1.5); // return
          }
        }
        """#)

    @Test(arguments: [
        Expect("import", .keyword), Expect("'package:flutter/material.dart'", .string),
        Expect("/* outer /* nested */ still", .comment), Expect("   a comment with class */", .comment),
        Expect("@immutable", .attribute), Expect("class", .keyword, occurrence: 2), Expect("Counter", .type),
        Expect("extends", .keyword), Expect("StatelessWidget", .type), Expect("final", .keyword), Expect("int", .type),
        Expect("required", .keyword), Expect("this", .keyword), Expect("@override", .attribute),
        Expect(#"'Count: $count isn\'t "zero"'"#, .string), Expect(#"r'C:\new'"#, .string),
        Expect("'$label ${count * 2}'", .string), Expect("1.5", .number), Expect("// return", .comment),
        Expect("textScaleFactor", .plain),
    ])
    func dart(_ expect: Expect) { expect.check(Self.dart) }
}
