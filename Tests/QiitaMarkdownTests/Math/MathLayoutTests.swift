import Testing

/// What a reader sees of math in an article: converted formulas inline and in the math frame,
/// and the TeX source where the formula is not understood.
@Suite struct MathLayoutTests {
    @Test func inlineMathIsShownConvertedWithoutDollars() {
        #expect(
            RenderedText.lines("質量と $E = mc^2$ の関係、$\\frac{1}{2}$ と $\\alpha + \\beta$。", width: 80)
                == ["質量と E = mc² の関係、1/2 と α + β。"])
    }

    @Test func inlineMathNotUnderstoodKeepsItsSource() {
        #expect(
            RenderedText.lines("行列 $\\begin{pmatrix} a \\end{pmatrix}$ です", width: 80)
                == ["行列 $\\begin{pmatrix} a \\end{pmatrix}$ です"])
    }

    @Test func displayMathIsConvertedInsideTheMathFrame() {
        let lines = RenderedText.lines("$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$", width: 30)
        #expect(
            lines == [
                "┌─ math ──────────────────────",
                "│ ∑ᵢ₌₁ⁿ i = (n(n+1))/2",
                "└─────────────────────────────",
            ])
    }

    @Test func displayMathNotUnderstoodKeepsItsSourceLines() {
        let lines = RenderedText.lines("```math\n\\begin{pmatrix}\n1 \\\\\n\\end{pmatrix}\n```", width: 30)
        #expect(
            lines == [
                "┌─ math ──────────────────────",
                "│ \\begin{pmatrix}",
                "│ 1 \\\\",
                "│ \\end{pmatrix}",
                "└─────────────────────────────",
            ])
    }

    @Test func convertedMathWrapsByDisplayWidth() {
        let lines = RenderedText.lines("和は $\\sum_{i=1}^{n} x_i$ で、積は $\\prod_{i=1}^{n} x_i$ です。", width: 16)
        #expect(lines == ["和は ∑ᵢ₌₁ⁿ xᵢ", "で、積は ∏ᵢ₌₁ⁿ", "xᵢ です。"])
    }
}
