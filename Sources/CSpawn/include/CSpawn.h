#ifndef CSPAWN_H
#define CSPAWN_H

#include <spawn.h>

// glibc (2.34 and later) declares this only under _GNU_SOURCE, which Swift's Glibc module is
// built without. It closes every descriptor from `from` up in the child, atomically with the
// spawn, so no descriptor another thread opens meanwhile can slip into the child.
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

#endif
