// libxml2's HTML parser, which reads the raw HTML that articles carry.
#ifndef QIITA_CLIBXML2_SHIM_H
#define QIITA_CLIBXML2_SHIM_H

// Debian's libxml2 is built with ICU, and its encoding header then includes the system ICU's
// headers, whose enums clash with the newer ICU that Foundation carries as a module. qiita calls
// no encoding handler (it hands libxml2 UTF-8), so the header is read without that part.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#endif
