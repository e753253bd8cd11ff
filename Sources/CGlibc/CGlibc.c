#include "CGlibc.h"
