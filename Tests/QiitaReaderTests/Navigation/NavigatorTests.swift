import QiitaReader
import Testing

@Suite struct NavigatorTests {
    @Test func pushBackAndForward() {
        var history = Navigator(root: Screen.feed())
        history.push(.item("a"))
        history.push(.user("alice"))
        #expect(history.depth == 3)
        var moved = history.goBack()
        #expect(moved && history.current == .item("a"))
        #expect(history.forward == [.user("alice")])
        moved = history.goBack()
        #expect(moved && history.current == .feed())
        moved = history.goBack()
        #expect(!moved, "nothing behind the root")
        moved = history.goForward()
        #expect(moved && history.current == .item("a"))
        moved = history.goForward()
        #expect(moved && history.current == .user("alice"))
        moved = history.goForward()
        #expect(!moved, "nothing ahead")
    }

    @Test func pushingDropsWhatWasAhead() {
        var history = Navigator(root: Screen.feed())
        history.push(.item("a"))
        history.goBack()
        history.push(.tag("Swift"))
        #expect(history.forward.isEmpty)
        #expect(history.path == [.feed(), .tag("Swift")])
    }

    @Test func entriesKeepTheirStateAcrossBackAndForward() {
        var history = Navigator(root: ["feed": 0])
        history.updateCurrent { $0["feed"] = 42 }
        history.push(["item": 1])
        history.goBack()
        #expect(history.current["feed"] == 42)
    }

    @Test func switchingKeepsWhatIsBehindDropsWhatWasAheadAndParksTheScreenLeft() {
        var navigator = Navigator(root: Screen.feed())
        navigator.push(.trend)
        navigator.push(.history)
        navigator.goBack()
        navigator.switchCurrent(to: .tag("swift")) { $0 == .tag("swift") }
        #expect(navigator.path == [.feed(), .tag("swift")])
        #expect(!navigator.canGoForward)
        #expect(navigator.parked == [.trend])
        navigator.switchCurrent(to: .trend) { $0 == .trend }
        #expect(navigator.path == [.feed(), .trend])
        #expect(navigator.parked == [.tag("swift")], "the one parked came back; the one left is parked")
    }
}
