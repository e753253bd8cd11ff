// libxml2's HTML parser, which reads the raw HTML that articles carry.
#ifndef QIITA_CLIBXML2_SHIM_H
#define QIITA_CLIBXML2_SHIM_H

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#endif
