/// What a TeX control sequence means to ``TeXReader``: the commands common in Qiita articles
/// that read well as plain Unicode. Anything not in ``TeXCommand/table`` is not understood, and
/// the formula is then shown as its source.
enum TeXCommand: Sendable {
    /// A character or word standing for itself (`\alpha` α, `\leq` ≤). A space after it is kept
    /// only when the author put one before it too, so `K\times K` and `K \times K` both read well.
    case symbol(String)
    /// A prefix such as ∂, ∇ or ∀ that sticks to what follows.
    case prefix(String)
    /// A function name (`\sin`, `\lim`), set apart from its argument as the author spaced it.
    case function(String)
    /// Horizontal space, in columns (`\,` 1, `\quad` 2, `\!` 0).
    case space(Int)
    /// The next delimiter at its natural size (`\left(`, `\Bigr)`).
    case sizedDelimiter
    /// Changes nothing a terminal can show (`\displaystyle`, `\limits`).
    case ignored
    /// A font for its math argument (`\mathrm{d}`, `\mathbf{x}`): the argument as it is.
    case font
    /// Double-struck capitals (`\mathbb{R}` ℝ).
    case doubleStruck
    /// A text argument, its spaces kept (`\text{ if }`).
    case text
    /// An accent over a one-character argument, as a combining mark (`\bar{x}` x̄).
    case accent(Character)
    /// `\frac{a}{b}` as a/b.
    case fraction
    /// `\sqrt{x}` as √x, `\sqrt[3]{x}` as ∛x.
    case root

    static func named(_ name: String) -> TeXCommand? { table[name] }

    private static let table: [String: TeXCommand] = {
        var table: [String: TeXCommand] = [:]
        for (names, symbols) in symbolRows {
            let names = names.split(separator: " ")
            let symbols = symbols.split(separator: " ")
            precondition(names.count == symbols.count, "every name needs its symbol")
            for (name, symbol) in zip(names, symbols) {
                table[String(name)] = .symbol(String(symbol))
            }
        }
        for name in functionNames.split(separator: " ") { table[String(name)] = .function(String(name)) }
        for (name, command) in others { table[name] = command }
        return table
    }()

    /// Names and the symbols they stand for, space-separated and in the same order.
    private static let symbolRows: [(String, String)] = [
        (
            "alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi omicron",
            "α β γ δ ϵ ε ζ η θ ϑ ι κ λ μ ν ξ ο"
        ),
        (
            "pi varpi rho varrho sigma varsigma tau upsilon phi varphi chi psi omega",
            "π ϖ ρ ϱ σ ς τ υ ϕ φ χ ψ ω"
        ),
        ("Gamma Delta Theta Lambda Xi Pi Sigma Upsilon Phi Psi Omega", "Γ Δ Θ Λ Ξ Π Σ Υ Φ Ψ Ω"),
        (
            "times cdot div pm mp ast star circ bullet oplus ominus otimes cup cap setminus wedge land vee lor",
            "× · ÷ ± ∓ ∗ ⋆ ∘ ∙ ⊕ ⊖ ⊗ ∪ ∩ ∖ ∧ ∧ ∨ ∨"
        ),
        (
            "leq le geq ge leqq geqq leqslant geqslant neq ne approx equiv sim simeq cong propto ll gg",
            "≤ ≤ ≥ ≥ ≦ ≧ ⩽ ⩾ ≠ ≠ ≈ ≡ ∼ ≃ ≅ ∝ ≪ ≫"
        ),
        (
            "in notin ni subset supset subseteq supseteq subsetneq mid parallel perp models vdash",
            "∈ ∉ ∋ ⊂ ⊃ ⊆ ⊇ ⊊ ∣ ∥ ⊥ ⊨ ⊢"
        ),
        (
            "to rightarrow leftarrow gets leftrightarrow Rightarrow Leftarrow Leftrightarrow iff implies impliedby",
            "→ → ← ← ↔ ⇒ ⇐ ⇔ ⇔ ⇒ ⇐"
        ),
        (
            "longrightarrow longleftarrow Longrightarrow Longleftarrow mapsto uparrow downarrow",
            "→ ← ⇒ ⇐ ↦ ↑ ↓"
        ),
        (
            "infty emptyset varnothing angle triangle therefore because prime hbar ell aleph",
            "∞ ∅ ∅ ∠ △ ∴ ∵ ′ ℏ ℓ ℵ"
        ),
        (
            "ldots cdots dots vdots ddots sum prod coprod int iint iiint oint bigcup bigcap bigoplus",
            "… ⋯ … ⋮ ⋱ ∑ ∏ ∐ ∫ ∬ ∭ ∮ ⋃ ⋂ ⨁"
        ),
        (
            "langle rangle lfloor rfloor lceil rceil vert Vert lbrace rbrace | { } % $ # & _",
            "⟨ ⟩ ⌊ ⌋ ⌈ ⌉ | ‖ { } ‖ { } % $ # & _"
        ),
    ]

    private static let functionNames =
        "sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh log ln lg exp lim liminf limsup"
        + " max min sup inf det gcd lcm arg deg dim hom ker Pr mod bmod"

    private static let others: [String: TeXCommand] = [
        "partial": .prefix("∂"), "nabla": .prefix("∇"), "neg": .prefix("¬"), "lnot": .prefix("¬"),
        "forall": .prefix("∀"), "exists": .prefix("∃"), "nexists": .prefix("∄"),
        ",": .space(1), ":": .space(1), ">": .space(1), ";": .space(1), " ": .space(1), "!": .space(0),
        "quad": .space(2), "qquad": .space(4),
        "left": .sizedDelimiter, "right": .sizedDelimiter, "middle": .sizedDelimiter,
        "big": .sizedDelimiter, "Big": .sizedDelimiter, "bigg": .sizedDelimiter, "Bigg": .sizedDelimiter,
        "bigl": .sizedDelimiter, "Bigl": .sizedDelimiter, "biggl": .sizedDelimiter, "Biggl": .sizedDelimiter,
        "bigr": .sizedDelimiter, "Bigr": .sizedDelimiter, "biggr": .sizedDelimiter, "Biggr": .sizedDelimiter,
        "bigm": .sizedDelimiter, "Bigm": .sizedDelimiter,
        "displaystyle": .ignored, "textstyle": .ignored, "scriptstyle": .ignored, "limits": .ignored,
        "nolimits": .ignored,
        "mathrm": .font, "mathbf": .font, "mathit": .font, "mathsf": .font, "mathtt": .font, "mathcal": .font,
        "boldsymbol": .font, "bm": .font, "operatorname": .font, "mathbb": .doubleStruck,
        "text": .text, "textrm": .text, "textbf": .text, "textit": .text, "mbox": .text,
        "bar": .accent("\u{0304}"), "overline": .accent("\u{0305}"), "hat": .accent("\u{0302}"),
        "widehat": .accent("\u{0302}"), "tilde": .accent("\u{0303}"), "widetilde": .accent("\u{0303}"),
        "vec": .accent("\u{20D7}"), "dot": .accent("\u{0307}"), "ddot": .accent("\u{0308}"),
        "frac": .fraction, "dfrac": .fraction, "tfrac": .fraction, "sqrt": .root,
    ]
}
