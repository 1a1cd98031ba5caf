// Binder: under construction.
