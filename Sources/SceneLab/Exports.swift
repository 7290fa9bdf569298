// The store's values are property lists: whoever uses SceneLab uses them too.
@_exported import PropertyLists
