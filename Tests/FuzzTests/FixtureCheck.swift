import Diagnostics

/// Reads a fuzzed fixture as the workbench reads one, from its bytes: as text, then decoded.
enum FixtureCheck {
    /// Reads `input` with `decode`, and checks the diagnostic when it is refused.
    static func outcome(
        of input: FuzzInput, _ decode: (_ text: String, _ file: String) throws(SourceDiagnostic) -> Void
    ) -> FuzzOutcome {
        let name = input.origin.name
        do throws(SourceDiagnostic) {
            try decode(try TextFile.decode(input.bytes, shownAs: name), name)
            return .read
        } catch {
            let faults = (error.file == name ? [] : ["the diagnostic names \(error.file), not \(name)"])
                + DiagnosticCheck.faults(of: error, in: input.bytes)
            return faults.isEmpty ? .refused : .faulty(faults, shown: error.description)
        }
    }
}
