import Testing
@testable import QiitaMarkdown

@Suite struct MathTextTests {
    @Test(arguments: [
        ("E = mc^2", "E = mc²"),
        ("\\alpha + \\beta", "α + β"),
        ("\\Gamma, \\Delta, \\Omega, \\varepsilon, \\varphi", "Γ, Δ, Ω, ε, φ"),
        ("\\sum_{i=1}^{n} x_i", "∑ᵢ₌₁ⁿ xᵢ"),
        ("x^{n+1}", "xⁿ⁺¹"),
        ("a_i + a_{i+1}", "aᵢ + aᵢ₊₁"),
        ("2^N", "2ᴺ"),
        ("O(2^N\\times N \\times M)", "O(2ᴺ×N × M)"),
        ("K\\times K", "K×K"),
        ("K \\times K", "K × K"),
        ("RCK_{MAX}=1.25\\times 10^8", "RCK_(MAX)=1.25×10⁸"),
        ("x^q", "x^q"),
        ("x^{ab} y^{qq}", "xᵃᵇ y^(qq)"),
        ("e^{-x^2}", "e^(-x²)"),
        ("\\frac{1}{2}", "1/2"),
        ("\\frac{a+b}{c}", "(a+b)/c"),
        ("\\frac{dy}{dx}", "dy/dx"),
        ("\\frac{n(n+1)}{2}", "(n(n+1))/2"),
        ("\\frac{\\sqrt{\\pi}}{2}", "√π/2"),
        ("\\dfrac{\\partial f}{\\partial x}", "∂f/∂x"),
        ("\\sqrt{x}", "√x"),
        ("\\sqrt{x+1}", "√(x+1)"),
        ("\\sqrt[3]{8} = 2", "∛8 = 2"),
        ("\\left( a + b \\right)^2", "(a + b)²"),
        ("a\\,b\\;c\\quad d", "a b c  d"),
        ("\\mathrm{d}x + \\mathbf{v} + \\text{if } n", "dx + v + if n"),
        ("x \\in \\mathbb{R}", "x ∈ ℝ"),
        ("\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1", "lim_(x→0) (sin x)/x = 1"),
        ("a \\leq b \\geq c \\neq d \\approx e", "a ≤ b ≥ c ≠ d ≈ e"),
        ("\\forall x \\exists y", "∀x ∃y"),
        ("f: A \\to B, A \\Rightarrow B", "f: A → B, A ⇒ B"),
        ("\\int_0^\\infty e^{-x} dx", "∫₀^∞ e⁻ˣ dx"),
        ("\\log n, \\exp(x), \\cos\\theta", "log n, exp(x), cosθ"),
        ("\\bar{x} = \\hat{y}", "x̄ = ŷ"),
        ("11 - \\Bigl( \\displaystyle\\sum_{n=1}^{11} P_n \\times Q_n \\Bigr) \\% 11", "11 - (∑ₙ₌₁¹¹ Pₙ × Qₙ) % 11"),
        ("(P_n \\times Q_n) % 11 ≦１", "(Pₙ × Qₙ) % 11 ≦１"),
        ("全体-いらないデータ=欲しいデータ", "全体-いらないデータ=欲しいデータ"),
        ("1≦n≦6", "1≦n≦6"),
    ])
    func inlineMathReadsAsUnicode(_ tex: String, _ expected: String) {
        #expect(MathText.inline(tex) == expected)
    }

    /// Anything not understood leaves the whole formula as TeX source.
    @Test(arguments: [
        "\\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix}",
        "\\alpha + \\unknownmacro{x}",
        "a & b",
        "\\frac{1}",
        "{x",
        "x}",
        "x^",
        "\\overline{AB}",
        "a \\\\ b",
        "",
        " ",
    ])
    func unknownConstructsAreNotConverted(_ tex: String) {
        #expect(MathText.inline(tex) == nil)
    }

    @Test func displayMathBreaksLinesAtDoubleBackslash() {
        #expect(MathText.display("x ⇔ 2x \\\\\nx'=2x とする。\\\\\n") == "x ⇔ 2x\nx'=2x とする。")
        #expect(MathText.display("\\sum_{k=1}^n\n  a_k") == "∑ₖ₌₁ⁿ aₖ")
        #expect(MathText.display("\\begin{aligned} a &= b \\end{aligned}") == nil)
    }
}
