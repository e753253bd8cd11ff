@preconcurrency import Glibc
import Testing

@testable import TerminalUI

@Suite struct RawModeTests {
    @Test func rawModeMatchesCfmakeraw() {
        var original = termios()
        original.c_iflag = ~0
        original.c_oflag = ~0
        original.c_lflag = ~0
        original.c_cflag = ~0
        var expected = original
        cfmakeraw(&expected)
        let raw = RawMode.attributes(from: original)
        #expect(raw.c_iflag == expected.c_iflag)
        #expect(raw.c_oflag == expected.c_oflag)
        #expect(raw.c_lflag == expected.c_lflag)
        #expect(raw.c_cflag == expected.c_cflag)
        let controls = withUnsafeBytes(of: raw.c_cc) { (Int($0[Int(VMIN)]), Int($0[Int(VTIME)])) }
        #expect(controls.0 == 1)
        #expect(controls.1 == 0)
    }
}
