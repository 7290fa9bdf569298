# Mistakes with defaults: one error line each, and the store is unchanged.
> defaults
error: column 9: defaults needs a verb (read, read-type, write, delete, domains, find, export, import, register, path); usage: defaults read|read-type|write|delete|domains|find|export|import|register|path [DOMAIN] [KEY] [VALUE]
> defaults wrte com.example.Notes k v
error: column 10: unknown defaults verb 'wrte'; did you mean 'write'? (verbs: read, read-type, write, delete, domains, find, export, import, register, path)
> defaults write com.example.Notes title Notes
> defaults write com.example.Notes count -int three
error: column 45: 'three' is not an integer
> defaults write com.example.Notes k -bool maybe
error: column 42: 'maybe' is not a boolean (true, false, yes, no)
> defaults write com.example.Notes k -date yesterday
error: column 42: 'yesterday' is not a date (2026-11-23T10:00:00Z or "2026-11-23 10:00:00 +0000")
> defaults write com.example.Notes k -data xyz
error: column 42: 'xyz' is not hexadecimal data (an even number of 0-9a-f)
> defaults write com.example.Notes k -number 3
error: column 36: unknown type flag '-number'
> defaults write com.example.Notes k -array -array x
error: column 43: -array cannot be nested; import a property list instead
> defaults write com.example.Notes title -array-add x
error: defaults: -array-add: title holds a string, not an array
> defaults write com.example.Notes title -int-add 1
error: defaults: -int-add: title holds a string, not an integer
> defaults read com.example.Notes missing
error: defaults: the domain/default pair of (com.example.Notes, missing) does not exist
> defaults read com.example.Nothing
error: defaults: domain com.example.Nothing does not exist
> defaults delete com.example.Notes missing
error: defaults: the domain/default pair of (com.example.Notes, missing) does not exist
> defaults delete com.example.Nothing
error: defaults: domain com.example.Nothing does not exist
> defaults write ../escape k v
error: defaults: '../escape' is not a domain name (a bundle identifier such as com.example.ToDoManager)
> defaults register k v
error: defaults: register adds to the running app's registration domain; launch an app first
> defaults read com.example.Notes
  {
      title = Notes;
  }
