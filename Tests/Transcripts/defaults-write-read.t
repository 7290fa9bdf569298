# The defaults command: macOS's defaults syntax over the simulated device's store.
# A word with a dot is a DOMAIN; every type flag of macOS's defaults works. export - prints
# the property list as it is, so that it can be redirected to a file.
> defaults domains
  (no domains)
> defaults write com.example.Notes title 'Shopping list'
> defaults write com.example.Notes count -int 3
> defaults write com.example.Notes ratio -float 0.75
> defaults write com.example.Notes done -bool yes
> defaults write com.example.Notes due -date 2026-11-23T10:00:00Z
> defaults write com.example.Notes blob -data 0aff
> defaults write com.example.Notes tags -array home -string 'after work'
> defaults write com.example.Notes tags -array-add urgent
> defaults write com.example.Notes sizes -dict small -int 1 large -int 3
> defaults write com.example.Notes sizes -dict-add medium -int 2
> defaults read com.example.Notes
  {
      blob = {length = 2, bytes = 0x0aff};
      count = 3;
      done = 1;
      due = "2026-11-23 10:00:00 +0000";
      ratio = 0.75;
      sizes = {
          large = 3;
          medium = 2;
          small = 1;
      };
      tags = (
          home,
          "after work",
          urgent
      );
      title = "Shopping list";
  }
> defaults read com.example.Notes title
  Shopping list
> defaults read-type com.example.Notes due
  Type is date
> defaults export com.example.Notes -
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>blob</key>
	<data>
	Cv8=
	</data>
	<key>count</key>
	<integer>3</integer>
	<key>done</key>
	<true/>
	<key>due</key>
	<date>2026-11-23T10:00:00Z</date>
	<key>ratio</key>
	<real>0.75</real>
	<key>sizes</key>
	<dict>
		<key>large</key>
		<integer>3</integer>
		<key>medium</key>
		<integer>2</integer>
		<key>small</key>
		<integer>1</integer>
	</dict>
	<key>tags</key>
	<array>
		<string>home</string>
		<string>after work</string>
		<string>urgent</string>
	</array>
	<key>title</key>
	<string>Shopping list</string>
</dict>
</plist>
> defaults domains
  com.example.Notes
