/// The records and bodies the app and the server exchange, each declared once.
public enum Wire {}
