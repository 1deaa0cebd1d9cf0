// The GTK warnings that no test can avoid, each named with the GTK versions it comes from and a
// plain-C reproducer. Tests run with G_DEBUG=fatal-warnings; these, and only these, are printed
// as notes instead of ending the process.
#ifndef CKNOWN_GTK_WARNINGS_H
#define CKNOWN_GTK_WARNINGS_H

/// Installs (once) a GLib log writer that lets the known warnings through as notes and hands
/// every other message to GLib's default writer, fatal as before. Needs GTK initialised.
void known_gtk_warnings_install(void);

#endif
