import QiitaMarkdown
import Testing

/// Languages of `LanguageDefinition+Markup`: tags and attributes, selectors and properties.
@Suite struct MarkupHighlightingTests {
    static let html = Highlighted(
        "html",
        #"""
        <!DOCTYPE html>
        <html lang="ja">
        <!-- a comment
             with <b>tags</b> inside -->
        <body class="main" data-id=42>
          <p>Don't &amp; won't if</p>
          <img src='a.png' alt="a
             multi-line value" />
          <my-component v-on:click="go()" :items="list">text</my-component>
        </body>
        </html>
        """#)

    @Test(arguments: [
        Expect("DOCTYPE", .keyword), Expect("html", .tag, occurrence: 2), Expect("lang", .attribute),
        Expect(#""ja""#, .string), Expect("<!-- a comment", .comment),
        Expect("     with <b>tags</b> inside -->", .comment),
        Expect("body", .tag), Expect("class", .attribute), Expect(#""main""#, .string), Expect("data-id", .attribute),
        Expect("42", .string), Expect("Don't ", .plain), Expect("&amp;", .variable), Expect(" won't if", .plain),
        Expect("src", .attribute), Expect("'a.png'", .string), Expect(#""a"#, .string),
        Expect(#"     multi-line value""#, .string), Expect("/>", .punctuation), Expect("my-component", .tag),
        Expect("v-on:click", .attribute), Expect(":items", .attribute), Expect("text", .plain),
    ])
    func html(_ expect: Expect) { expect.check(Self.html) }

    static let css = Highlighted(
        "css",
        #"""
        /* Layout; the color property here is a comment.
           spanning lines */
        @media (max-width: 600px) {
          .card > h2:hover, #main a::before {
            color: #ff0000 !important;
            margin: 0 -1.5em 10% auto;
            font-family: "Helvetica Neue", sans-serif;
            background: url(https://example.com/a.png) no-repeat;
            --brand-color: rgba(0, 0, 0, .5);
          }
        }
        """#)

    @Test(arguments: [
        Expect("/* Layout; the color property here is a comment.", .comment), Expect("   spanning lines */", .comment),
        Expect("@media", .keyword), Expect(".card", .attribute), Expect("h2", .tag), Expect(":hover", .keyword),
        Expect("#main", .attribute), Expect("::before", .keyword), Expect("color", .property, occurrence: 2),
        Expect("#ff0000", .number), Expect("!important", .keyword), Expect("margin", .property),
        Expect("1.5em", .number), Expect("10%", .number), Expect("auto", .keyword),
        Expect(#""Helvetica Neue""#, .string),
        Expect("sans-serif", .plain), Expect("url", .type), Expect("https://example.com/a.png", .string),
        Expect("--brand-color", .property), Expect("rgba", .type), Expect(".5", .number),
    ])
    func css(_ expect: Expect) { expect.check(Self.css) }

    static let scss = Highlighted(
        "scss",
        #"""
        // SCSS line comment with color: red
        $gap: 8px;
        .list {
          padding: $gap * 2;
          &__item:hover {
            color: darken($primary, 10%);
          }
          @include mobile { display: none; }
        }
        """#)

    @Test(arguments: [
        Expect("// SCSS line comment with color: red", .comment), Expect("$gap", .variable), Expect("8px", .number),
        Expect(".list", .attribute), Expect("padding", .property), Expect("$gap", .variable, occurrence: 2),
        Expect(":hover", .keyword), Expect("color", .property, occurrence: 2), Expect("darken", .type),
        Expect("$primary", .variable), Expect("@include", .keyword), Expect("display", .property),
        Expect("none", .keyword),
    ])
    func scss(_ expect: Expect) { expect.check(Self.scss) }
}
