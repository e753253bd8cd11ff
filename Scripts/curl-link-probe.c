// Scripts/build-release.sh links this program against libcurl's archives, as it would link them
// into qiita, and runs it: libcurl is linked in only when this links, starts and has TLS.
#include <curl/curl.h>

int main(void) {
    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return 1;
    CURL *handle = curl_easy_init();
    if (handle == NULL) return 1;
    const curl_version_info_data *info = curl_version_info(CURLVERSION_NOW);
    int has_tls = info != NULL && (info->features & CURL_VERSION_SSL) != 0;
    curl_easy_cleanup(handle);
    curl_global_cleanup();
    return has_tls ? 0 : 1;
}
