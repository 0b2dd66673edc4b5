import Foundation

// The floor of the start-up benchmark: the smallest Swift program that imports Foundation and
// prints a line.
print("hello")
