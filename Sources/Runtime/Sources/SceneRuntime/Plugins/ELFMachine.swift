/// The processor architectures of ELF headers (`e_machine`), named as `uname -m` names them.
enum ELFMachine {
    /// The architecture this program runs on.
    #if arch(x86_64)
        static let host = 62
        static let hostName = "x86_64"
    #elseif arch(arm64)
        static let host = 183
        static let hostName = "aarch64"
    #else
        static let host = -1
        static let hostName = "this architecture"
    #endif

    /// The name of `machine`, as the header of a `bits`-bit library gives it.
    static func name(of machine: Int, bits: Int) -> String {
        switch (machine, bits) {
        case (3, _): "i386"
        case (8, _): "mips"
        case (20, _): "ppc"
        case (21, _): "ppc64"
        case (22, _): "s390x"
        case (40, _): "arm"
        case (62, 64): "x86_64"
        case (62, _): "x32"
        case (183, _): "aarch64"
        case (243, _): "riscv\(bits)"
        default: "an unknown architecture (ELF machine \(machine), \(bits)-bit)"
        }
    }
}
