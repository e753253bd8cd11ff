/// The common `:shortcode:` emoji (GitHub's names, which Qiita uses) and what they stand for.
///
/// Shortcodes not in the table stay as typed: Qiita's own images (`:qiitan:`) have no character.
/// Emoji whose default presentation is text carry VS16 so that every terminal and
/// ``DisplayWidth`` agree on two columns.
enum EmojiShortcodes {
    static func emoji(named name: String) -> String? {
        table[name]
    }

    private static let table: [String: String] = [
        "smile": "😄", "smiley": "😃", "grinning": "😀", "grin": "😁", "laughing": "😆", "satisfied": "😆",
        "joy": "😂", "rofl": "🤣", "sweat_smile": "😅", "blush": "😊", "innocent": "😇", "wink": "😉",
        "relaxed": "☺️", "yum": "😋", "heart_eyes": "😍", "kissing_heart": "😘", "stuck_out_tongue": "😛",
        "stuck_out_tongue_winking_eye": "😜", "sunglasses": "😎", "nerd_face": "🤓", "smirk": "😏",
        "thinking": "🤔", "neutral_face": "😐", "expressionless": "😑", "no_mouth": "😶", "roll_eyes": "🙄",
        "relieved": "😌", "pensive": "😔", "sleepy": "😪", "sleeping": "😴", "confused": "😕",
        "upside_down_face": "🙃", "astonished": "😲", "flushed": "😳", "disappointed": "😞",
        "worried": "😟", "triumph": "😤", "cry": "😢", "sob": "😭", "frowning": "😦", "anguished": "😧",
        "fearful": "😨", "weary": "😩", "tired_face": "😫", "grimacing": "😬", "cold_sweat": "😰",
        "scream": "😱", "sweat": "😓", "angry": "😠", "rage": "😡", "mask": "😷", "hugs": "🤗",
        "hugging": "🤗", "exploding_head": "🤯", "partying_face": "🥳", "skull": "💀", "ghost": "👻",
        "alien": "👽", "robot": "🤖", "poop": "💩", "hankey": "💩", "smiley_cat": "😺", "cat": "🐱",
        "dog": "🐶", "penguin": "🐧", "bird": "🐦", "snake": "🐍", "whale": "🐳", "octopus": "🐙",
        "bug": "🐛", "bee": "🐝", "turtle": "🐢", "crab": "🦀", "+1": "👍", "thumbsup": "👍", "-1": "👎",
        "thumbsdown": "👎", "ok_hand": "👌", "clap": "👏", "wave": "👋", "raised_hands": "🙌", "pray": "🙏",
        "muscle": "💪", "point_right": "👉", "point_left": "👈", "point_up": "☝️", "point_down": "👇",
        "v": "✌️", "fist": "✊", "punch": "👊", "handshake": "🤝", "eyes": "👀", "heart": "❤️",
        "broken_heart": "💔", "yellow_heart": "💛", "green_heart": "💚", "blue_heart": "💙",
        "purple_heart": "💜", "sparkling_heart": "💖", "100": "💯", "fire": "🔥", "star": "⭐", "star2": "🌟",
        "sparkles": "✨", "zap": "⚡", "boom": "💥", "collision": "💥", "tada": "🎉", "confetti_ball": "🎊",
        "gift": "🎁", "trophy": "🏆", "medal_sports": "🏅", "rocket": "🚀", "warning": "⚠️", "x": "❌",
        "o": "⭕", "white_check_mark": "✅", "heavy_check_mark": "✔️", "ballot_box_with_check": "☑️",
        "question": "❓", "grey_question": "❔", "exclamation": "❗", "grey_exclamation": "❕",
        "bangbang": "‼️", "no_entry": "⛔", "no_entry_sign": "🚫", "construction": "🚧", "sos": "🆘",
        "new": "🆕", "ok": "🆗", "cool": "🆒", "free": "🆓", "up": "🆙", "ng": "🆖", "recycle": "♻️",
        "information_source": "ℹ️", "bulb": "💡", "memo": "📝", "pencil": "📝", "pencil2": "✏️",
        "book": "📖", "books": "📚", "bookmark": "🔖", "link": "🔗", "paperclip": "📎", "pushpin": "📌",
        "lock": "🔒", "unlock": "🔓", "key": "🔑", "mag": "🔍", "mag_right": "🔎", "bell": "🔔",
        "gear": "⚙️", "hammer": "🔨", "wrench": "🔧", "nut_and_bolt": "🔩", "computer": "💻",
        "desktop_computer": "🖥️", "keyboard": "⌨️", "iphone": "📱", "email": "📧", "envelope": "✉️",
        "inbox_tray": "📥", "outbox_tray": "📤", "package": "📦", "calendar": "📅", "date": "📅",
        "chart_with_upwards_trend": "📈", "chart_with_downwards_trend": "📉", "bar_chart": "📊",
        "clipboard": "📋", "file_folder": "📁", "open_file_folder": "📂", "page_facing_up": "📄",
        "hourglass": "⌛", "alarm_clock": "⏰", "watch": "⌚", "stopwatch": "⏱️", "moneybag": "💰",
        "dollar": "💵", "yen": "💴", "beer": "🍺", "beers": "🍻", "coffee": "☕", "tea": "🍵", "sushi": "🍣",
        "ramen": "🍜", "pizza": "🍕", "cake": "🍰", "apple": "🍎", "sunny": "☀️", "cloud": "☁️",
        "umbrella": "☔", "snowflake": "❄️", "snowman": "⛄", "rainbow": "🌈", "earth_asia": "🌏",
        "globe_with_meridians": "🌐", "crescent_moon": "🌙", "cherry_blossom": "🌸", "seedling": "🌱",
        "four_leaf_clover": "🍀", "checkered_flag": "🏁", "triangular_flag_on_post": "🚩", "jp": "🇯🇵",
        "arrow_right": "➡️", "arrow_left": "⬅️", "arrow_up": "⬆️", "arrow_down": "⬇️",
        "arrows_counterclockwise": "🔄", "repeat": "🔁", "heavy_plus_sign": "➕", "heavy_minus_sign": "➖",
        "heavy_multiplication_x": "✖️", "copyright": "©️", "registered": "®️", "tm": "™️",
        "beginner": "🔰", "speech_balloon": "💬", "thought_balloon": "💭", "zzz": "💤", "sweat_drops": "💦",
        "dash": "💨", "musical_note": "🎵", "art": "🎨", "video_game": "🎮", "dart": "🎯", "game_die": "🎲",
        "movie_camera": "🎥", "camera": "📷", "tv": "📺", "loudspeaker": "📢", "mega": "📣",
        "battery": "🔋", "electric_plug": "🔌", "shield": "🛡️", "bomb": "💣", "gem": "💎",
        "crown": "👑", "man_technologist": "👨‍💻", "woman_technologist": "👩‍💻", "technologist": "🧑‍💻",
        "family": "👪", "see_no_evil": "🙈", "hear_no_evil": "🙉", "speak_no_evil": "🙊",
        "white_circle": "⚪", "black_circle": "⚫", "red_circle": "🔴", "large_blue_circle": "🔵",
        "white_large_square": "⬜", "black_large_square": "⬛", "small_red_triangle": "🔺",
        "small_red_triangle_down": "🔻", "one": "1️⃣", "two": "2️⃣", "three": "3️⃣", "four": "4️⃣",
        "five": "5️⃣", "japanese_ogre": "👹", "japanese_goblin": "👺", "ideograph_advantage": "🉐",
        "u5408": "🈴", "u7981": "🈲", "secret": "㊙️", "congratulations": "㊗️",
    ]
}
