import CCurl

/// libcurl, loaded at run time rather than at exec (see `CCurl.h`): a command that will send a
/// request calls ``preload()`` first thing, so the 5–7 ms of loading libcurl and its dependencies
/// overlap with parsing the arguments instead of preceding them.
package enum CurlLibrary {
    /// Starts loading libcurl on a background thread and returns at once. The first transfer
    /// waits for it to finish on its own queue thread (or loads it itself when this was never
    /// called).
    ///
    /// Call it from a thread of Swift concurrency's pool, not before the pool has one: until the
    /// libraries are mapped, glibc makes every new thread wait for the load.
    package static func preload() {
        qiita_curl_preload()
    }
}
