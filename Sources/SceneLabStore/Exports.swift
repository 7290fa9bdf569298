// A store's values are property lists: whoever uses the store uses them too.
@_exported import PropertyLists
