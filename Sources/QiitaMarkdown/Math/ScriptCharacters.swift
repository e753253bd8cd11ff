/// The Unicode superscript and subscript forms of the characters that have one.
///
/// Unicode has no complete raised or lowered alphabet (no superscript `q`, few subscript
/// letters), so a script is only shown raised or lowered when every one of its characters is here.
enum ScriptCharacters {
    static let superscripts: [Character: Character] = pairs(
        "0123456789+-=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVWαβγδεθφχ'′",
        "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵅᵝᵞᵟᵋᶿᵠᵡ′′")

    static let subscripts: [Character: Character] = pairs(
        "0123456789+-=()aehijklmnoprstuvxβγρφχ",
        "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ")

    /// `text` raised (or lowered), or nil when one of its characters has no such form.
    static func mapped(_ text: String, raised: Bool) -> String? {
        let table = raised ? superscripts : subscripts
        var result = ""
        for character in text {
            guard let mapped = table[character] else { return nil }
            result.append(mapped)
        }
        return result
    }

    /// `text` as a script is shown: raised or lowered when it can be, else `^x` or `^(text)`
    /// (`_` for a subscript), as TeX writes it.
    static func written(_ text: String, raised: Bool) -> String {
        if let mapped = mapped(text, raised: raised) { return mapped }
        let mark = raised ? "^" : "_"
        return text.count == 1 ? mark + text : mark + "(" + text + ")"
    }

    private static func pairs(_ plain: String, _ scripted: String) -> [Character: Character] {
        precondition(plain.count == scripted.count, "every character needs its script form")
        return Dictionary(zip(plain, scripted), uniquingKeysWith: { first, _ in first })
    }
}
