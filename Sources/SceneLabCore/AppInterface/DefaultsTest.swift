import PropertyLists

/// A condition of the app's code on its defaults that scenelab works out from the store, as the
/// running app would: `UserDefaults.standard.bool(forKey: "onboarded")`, or a key's value being
/// there or not (`string(forKey: "user") != nil`), or the opposite of either.
public struct DefaultsTest: Sendable, Equatable {
    /// What the condition asks of the key's value.
    public enum Kind: Sendable, Equatable {
        /// `bool(forKey:)`: true, as UserDefaults reads a number or a string as a Boolean.
        case isTrue
        /// `object(forKey:) != nil` and its kin: the key holds a value.
        case isPresent
    }

    public var key: String
    public var kind: Kind
    /// `!…`, `== nil`: the condition holds where the test does not.
    public var negated: Bool

    public init(key: String, kind: Kind, negated: Bool = false) {
        self.key = key
        self.kind = kind
        self.negated = negated
    }

    /// Whether the condition holds when the key holds `stored` (nil: nothing).
    public func holds(_ stored: PropertyList?) -> Bool {
        let test: Bool
        switch kind {
        case .isTrue: test = stored?.boolValue ?? false
        case .isPresent: test = stored != nil
        }
        return test != negated
    }
}

/// A window's root the app's launch code chooses by a test of its defaults: the definition's
/// `root` where `test` holds, `otherwise` where it does not.
public struct RootByDefaults: Sendable, Equatable {
    public var test: DefaultsTest
    public var otherwise: StoryboardScene

    public init(test: DefaultsTest, otherwise: StoryboardScene) {
        self.test = test
        self.otherwise = otherwise
    }
}
