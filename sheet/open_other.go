//go:build !unix

package sheet

// nonBlocking is nothing where opening a file does not wait for a writer.
const nonBlocking = 0
