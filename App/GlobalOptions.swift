import ArgumentParser

/// Options every command takes, before or after the subcommand name.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The store file (default: $NURSE_STORE, else $XDG_DATA_HOME/nurse/nurse.sqlite).",
      valueName: "path"
    )
  )
  var store: String?
}
