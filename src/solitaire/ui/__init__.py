"""The PySide6 application: table scene, controller, dialogs."""
