import Metrics

/// What `metrics --refresh-index` says of the build it ran, on standard error, before the metrics.
enum IndexRefreshWording {
    static func text(_ result: IndexRefreshResult) -> String {
        let files = result.recompiled == 1 ? "1 source" : "\(result.recompiled) sources"
        var lines = ["Refreshing the index: \(result.command), compiling \(files) again"]
        if result.buildSucceeded {
            lines.append(result.untrusted.isEmpty
                ? "The build succeeded: the index is confirmed for every source."
                : "The build succeeded, but the index is still not trusted where:")
        } else {
            lines.append("The build failed, so the index is not confirmed:")
            lines += result.compilerErrors.map { "  " + $0 }
            if !result.untrusted.isEmpty { lines.append("The index is not trusted where:") }
        }
        lines += result.untrusted.prefix(10).map { "  " + $0 }
        if result.untrusted.count > 10 { lines.append("  and \(result.untrusted.count - 10) more") }
        return lines.joined(separator: "\n") + "\n"
    }
}
