import Testing
import TestSupport

@testable import TerminalUI

@Suite struct ScrollPlanTests {
    @Test func aListScrolledUpUnderAFixedHeaderAndStatusLine() {
        let old = ["head", "a", "b", "c", "d", "e", "status 1"]
        let new = ["head", "b", "c", "d", "e", "f", "status 2"]
        let plan = ScrollPlan.best(from: old, to: new, blank: "")
        #expect(plan == ScrollPlan(top: 1, bottom: 5, distance: 1))
        var shifted = old
        plan?.apply(to: &shifted, blank: "")
        #expect(shifted == ["head", "b", "c", "d", "e", "", "status 1"])
    }

    @Test func aListScrolledDownByTwo() {
        let old = ["head", "c", "d", "e", "f", "g", "status"]
        let new = ["head", "a", "b", "c", "d", "e", "status"]
        let plan = ScrollPlan.best(from: old, to: new, blank: "")
        #expect(plan == ScrollPlan(top: 1, bottom: 5, distance: -2))
        var shifted = old
        plan?.apply(to: &shifted, blank: "")
        #expect(shifted == ["head", "", "", "c", "d", "e", "status"])
    }

    @Test(arguments: [
        (["a", "b", "c"], ["a", "b", "c"]),
        (["a", "b", "c"], ["x", "y", "z"]),
        (["a", "b", "c"], ["a", "x", "c"]),
        (["", "", "", ""], ["", "", "", ""]),
        ([String](), [String]()),
        (["a"], ["b"]),
    ])
    func noScrollWhenItSavesNothing(_ old: [String], _ new: [String]) {
        #expect(ScrollPlan.best(from: old, to: new, blank: "") == nil)
    }

    @Test func theChosenShiftNeverLeavesMoreRowsToDraw() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<500 {
            let count = Int.random(in: 0...12, using: &random)
            let old = (0..<count).map { _ in ["", "a", "b", "c", "d"].randomElement(using: &random) ?? "" }
            var new = old
            if count > 2 {
                let distance = Int.random(in: 1...(count - 1), using: &random)
                new = Array(old.dropFirst(distance)) + Array(repeating: "n", count: distance)
            }
            if count > 0, Bool.random(using: &random) { new[Int.random(in: 0..<count, using: &random)] = "x" }
            guard let plan = ScrollPlan.best(from: old, to: new, blank: "") else { continue }
            var shifted = old
            plan.apply(to: &shifted, blank: "")
            let before = zip(old, new).filter { $0 != $1 }.count
            let after = zip(shifted, new).filter { $0 != $1 }.count
            #expect(after < before, "\(old) → \(new) with \(plan)")
        }
    }
}
