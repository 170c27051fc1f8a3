// The view tests snapshot with CoreTesting's `assertLines` and `widest`; re-exported here so
// the files under Views/ need no import of their own.
@_exported import CoreTesting
