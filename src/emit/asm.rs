//! The assembler the `dynasm!` macro writes into: a byte vector with labels and relocations,
//! over `core` and `alloc` only (dynasmrt's `VecAssembler` needs `std`, which the preload
//! library must not link).
//!
//! `dynasm!` (the `dynasm` proc macro) turns each line into plain method calls on the value it
//! is given: `push`/`push_i8`/`push_i32`/`push_i64`/`extend` for bytes, `align` for `.align`,
//! `local_label`/`global_label`/`dynamic_label` for `name:`/`->name:`/`=>label`, and
//! `forward_reloc`/`backward_reloc`/`global_reloc`/`dynamic_reloc` after an instruction that
//! refers to `>name`/`<name`/`->name`/`=>label`. [`Asm`] has exactly the methods the emitter's
//! `dynasm!` lines expand to (plus [`Asm::new_dynamic_label`], [`Asm::offset`] and
//! [`Asm::finalize`]): a construct that expands to anything else (`.rel16`, `.bytes`,
//! `push_u32`, a `value_reloc`) does not compile, so it cannot produce a wrong byte quietly.
//!
//! Semantics, as dynasmrt 5.1 defines them:
//!
//! - A relocation is recorded *after* its instruction, at offset `at`. Its field is the
//!   `size` bytes starting `field_offset` bytes before `at`; it holds
//!   `target + target_offset - (at - ref_offset)`, little-endian, and must fit the field as a
//!   signed number (x86 jumps are relative to the end of the instruction: `ref_offset` 0).
//! - The relocation kind is one byte: bits 6–7 the kind (0, relative, is the only one x86
//!   code here needs; the others are absolute and need a load address this assembler does not
//!   have: [`AsmError::UnsupportedRelocation`]), bits 0–5 the size (0–3: 1, 2, 4, 8 bytes).
//! - A local label may be defined many times: `>name` means its next definition after the
//!   reference, `<name` its latest one before. A global label is defined once. A dynamic
//!   label comes from [`Asm::new_dynamic_label`] and is defined at most once; one created and
//!   never referred to need not be defined.
//! - `.align n, byte` pads with `byte` to the next multiple of `n` from the start.
//!
//! Errors (an undefined or doubly defined label, a displacement too far for its field, an
//! unsupported relocation or alignment) are kept and returned by [`Asm::finalize`], which
//! patches nothing once one has occurred. Nothing here panics.
//!
//! ## The proof against dynasmrt
//!
//! In test builds (`cfg(test)`), every [`Asm`] also forwards each call to a dynasmrt
//! `VecAssembler` (its *mirror*: dynasmrt is a dev-dependency), and `Asm::finalize_both`
//! returns both images. One run of the unchanged emit code thus assembles the same
//! instruction stream twice, by this implementation and by dynasmrt's, and
//! `tests/same_as_dynasmrt.rs` asserts the images equal over the whole emit matrix. The only
//! value the emitter reads back from the assembler, [`Asm::offset`], is checked against the
//! mirror's on every call, so the stream cannot depend on anything the two disagree on. This
//! keeps the production type free of generic parameters and the emitter free of trait bounds:
//! the mirror is a field and a forwarding line per method, compiled only for tests.

use alloc::vec::Vec;
use core::fmt;

/// A label made at run time ([`Asm::new_dynamic_label`]), defined with `=>label` and referred
/// to with `=>label` in an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DynamicLabel(usize);

/// A label as the source names it, for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Label {
    /// `name:`, referred to as `>name` or `<name`.
    Local(&'static str),
    /// `->name:`.
    Global(&'static str),
    /// `=>label`, by creation order.
    Dynamic(usize),
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Local(name) => write!(f, "local label `{name}`"),
            Label::Global(name) => write!(f, "global label `->{name}`"),
            Label::Dynamic(id) => write!(f, "dynamic label #{id}"),
        }
    }
}

/// Why assembly failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AsmError {
    /// A reference to a label with no (matching) definition.
    Undefined {
        label: Label,
        /// Where the referring instruction ends.
        at: usize,
    },
    /// A global or dynamic label defined a second time.
    Duplicate { label: Label, at: usize },
    /// The displacement to the label does not fit the instruction's field.
    OutOfRange {
        label: Label,
        at: usize,
        displacement: i128,
        bytes: usize,
    },
    /// A relocation kind this assembler does not implement (only relative ones are).
    UnsupportedRelocation { kind: u8, at: usize },
    /// A relocation whose field is not inside the code (`field_offset` too large).
    FieldOutside {
        at: usize,
        field_offset: u8,
        bytes: usize,
    },
    /// `.align 0`.
    ZeroAlignment { at: usize },
    /// The allocator refused to grow the code or the label tables (every growth is checked:
    /// the build of `Memcpy::tuned()` must not abort, issue 23).
    OutOfMemory,
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            AsmError::Undefined {
                label: label @ Label::Local(name),
                at,
            } => write!(
                f,
                "{label} is not defined where the reference ending at offset {at:#x} looks \
                 (`>{name}` after it, `<{name}` before it)"
            ),
            AsmError::Undefined { label, at } => write!(
                f,
                "{label} is referred to (at offset {at:#x}) but never defined"
            ),
            AsmError::Duplicate { label, at } => {
                write!(f, "{label} is defined a second time, at offset {at:#x}")
            }
            AsmError::OutOfRange {
                label,
                at,
                displacement,
                bytes,
            } => write!(
                f,
                "the reference to {label} ending at offset {at:#x} needs a displacement of \
                 {displacement}, which does not fit its {bytes}-byte field"
            ),
            AsmError::UnsupportedRelocation { kind, at } => write!(
                f,
                "relocation kind {kind:#04x} at offset {at:#x} is not supported (only \
                 relative references of 1, 2, 4 or 8 bytes are)"
            ),
            AsmError::FieldOutside {
                at,
                field_offset,
                bytes,
            } => write!(
                f,
                "the {bytes}-byte field {field_offset} bytes before offset {at:#x} is not \
                 inside the code"
            ),
            AsmError::ZeroAlignment { at } => write!(f, "`.align 0` at offset {at:#x}"),
            AsmError::OutOfMemory => f.write_str("out of memory"),
        }
    }
}

/// Reserves room for `n` more elements in `v`; false, with [`AsmError::OutOfMemory`] kept as
/// the assembler's error (unless one came first), when the allocator refuses.
fn room<T>(v: &mut Vec<T>, n: usize, error: &mut Option<AsmError>) -> bool {
    let ok = v.try_reserve(n).is_ok();
    if !ok {
        error.get_or_insert(AsmError::OutOfMemory);
    }
    ok
}

/// What a relocation refers to.
#[derive(Clone, Copy, Debug)]
enum Target {
    /// `>name`: the first definition of `name` among `locals[from..]`.
    Forward {
        name: &'static str,
        from: usize,
    },
    /// `<name`: the last definition of `name` among `locals[..before]`.
    Backward {
        name: &'static str,
        before: usize,
    },
    Global(&'static str),
    Dynamic(DynamicLabel),
}

impl Target {
    fn label(self) -> Label {
        match self {
            Target::Forward { name, .. } | Target::Backward { name, .. } => Label::Local(name),
            Target::Global(name) => Label::Global(name),
            Target::Dynamic(DynamicLabel(id)) => Label::Dynamic(id),
        }
    }
}

/// A field to patch once every label is known.
#[derive(Clone, Copy, Debug)]
struct Reloc {
    /// The offset the reference was recorded at (the end of its instruction).
    at: usize,
    target: Target,
    target_offset: isize,
    field_offset: u8,
    ref_offset: u8,
    /// Field size in bytes: 1, 2, 4 or 8.
    size: u8,
}

/// An x86-64 assembler into a byte vector (see the module documentation).
#[derive(Debug)]
pub(crate) struct Asm {
    code: Vec<u8>,
    /// Local label definitions in order: name and offset.
    locals: Vec<(&'static str, usize)>,
    /// Global label definitions: name and offset.
    globals: Vec<(&'static str, usize)>,
    /// Dynamic labels by id: their offset once defined.
    dynamics: Vec<Option<usize>>,
    relocs: Vec<Reloc>,
    /// The first error, reported by `finalize`.
    error: Option<AsmError>,
    #[cfg(test)]
    mirror: mirror::Mirror,
}

impl Asm {
    pub(crate) fn new() -> Asm {
        Asm {
            code: Vec::new(),
            locals: Vec::new(),
            globals: Vec::new(),
            dynamics: Vec::new(),
            relocs: Vec::new(),
            error: None,
            #[cfg(test)]
            mirror: mirror::Mirror::new(),
        }
    }

    /// The number of bytes emitted so far (the offset of the next one).
    pub(crate) fn offset(&self) -> usize {
        #[cfg(test)]
        self.mirror.check_offset(self.code.len());
        self.code.len()
    }

    pub(crate) fn push(&mut self, byte: u8) {
        #[cfg(test)]
        self.mirror.push(byte);
        if room(&mut self.code, 1, &mut self.error) {
            self.code.push(byte);
        }
    }

    pub(crate) fn push_i8(&mut self, value: i8) {
        self.extend(value.to_le_bytes());
    }

    pub(crate) fn push_i32(&mut self, value: i32) {
        self.extend(value.to_le_bytes());
    }

    pub(crate) fn push_i64(&mut self, value: i64) {
        self.extend(value.to_le_bytes());
    }

    /// Appends `bytes` (an array, a byte-string literal, a slice or a vector).
    pub(crate) fn extend(&mut self, bytes: impl AsRef<[u8]>) {
        let bytes = bytes.as_ref();
        #[cfg(test)]
        self.mirror.extend(bytes);
        if room(&mut self.code, bytes.len(), &mut self.error) {
            self.code.extend_from_slice(bytes);
        }
    }

    /// `.align alignment, with`: pads with `with` to the next multiple of `alignment`.
    pub(crate) fn align(&mut self, alignment: usize, with: u8) {
        let at = self.code.len();
        let Some(rem) = at.checked_rem(alignment) else {
            self.fail(AsmError::ZeroAlignment { at });
            return;
        };
        #[cfg(test)]
        self.mirror.align(alignment, with);
        if rem != 0 && room(&mut self.code, alignment - rem, &mut self.error) {
            self.code.resize(at + (alignment - rem), with);
        }
    }

    /// A new dynamic label, not yet defined.
    pub(crate) fn new_dynamic_label(&mut self) -> DynamicLabel {
        #[cfg(test)]
        self.mirror.new_dynamic_label(self.dynamics.len());
        if room(&mut self.dynamics, 1, &mut self.error) {
            self.dynamics.push(None);
        }
        // (Refused: an id that is never defined; `finalize` reports the refusal first.)
        DynamicLabel(self.dynamics.len().wrapping_sub(1))
    }

    /// `name:` here.
    pub(crate) fn local_label(&mut self, name: &'static str) {
        #[cfg(test)]
        self.mirror.local_label(name);
        if room(&mut self.locals, 1, &mut self.error) {
            self.locals.push((name, self.code.len()));
        }
    }

    /// `->name:` here.
    pub(crate) fn global_label(&mut self, name: &'static str) {
        #[cfg(test)]
        self.mirror.global_label(name);
        let at = self.code.len();
        if self.globals.iter().any(|&(n, _)| n == name) {
            self.fail(AsmError::Duplicate {
                label: Label::Global(name),
                at,
            });
        } else if room(&mut self.globals, 1, &mut self.error) {
            self.globals.push((name, at));
        }
    }

    /// `=>label` here.
    pub(crate) fn dynamic_label(&mut self, label: DynamicLabel) {
        #[cfg(test)]
        self.mirror.dynamic_label(label.0);
        let at = self.code.len();
        match self.dynamics.get_mut(label.0) {
            Some(slot @ None) => *slot = Some(at),
            // Defined before, or (never here) made by another assembler.
            _ => self.fail(AsmError::Duplicate {
                label: Label::Dynamic(label.0),
                at,
            }),
        }
    }

    /// A reference to `>name` in the instruction just emitted.
    pub(crate) fn forward_reloc(
        &mut self,
        name: &'static str,
        target_offset: isize,
        field_offset: u8,
        ref_offset: u8,
        kind: u8,
    ) {
        #[cfg(test)]
        self.mirror
            .forward_reloc(name, target_offset, field_offset, ref_offset, kind);
        let from = self.locals.len();
        self.reloc(
            Target::Forward { name, from },
            target_offset,
            field_offset,
            ref_offset,
            kind,
        );
    }

    /// A reference to `<name` in the instruction just emitted.
    pub(crate) fn backward_reloc(
        &mut self,
        name: &'static str,
        target_offset: isize,
        field_offset: u8,
        ref_offset: u8,
        kind: u8,
    ) {
        #[cfg(test)]
        self.mirror
            .backward_reloc(name, target_offset, field_offset, ref_offset, kind);
        let before = self.locals.len();
        self.reloc(
            Target::Backward { name, before },
            target_offset,
            field_offset,
            ref_offset,
            kind,
        );
    }

    /// A reference to `->name` in the instruction just emitted.
    pub(crate) fn global_reloc(
        &mut self,
        name: &'static str,
        target_offset: isize,
        field_offset: u8,
        ref_offset: u8,
        kind: u8,
    ) {
        #[cfg(test)]
        self.mirror
            .global_reloc(name, target_offset, field_offset, ref_offset, kind);
        self.reloc(
            Target::Global(name),
            target_offset,
            field_offset,
            ref_offset,
            kind,
        );
    }

    /// A reference to `=>label` in the instruction just emitted.
    pub(crate) fn dynamic_reloc(
        &mut self,
        label: DynamicLabel,
        target_offset: isize,
        field_offset: u8,
        ref_offset: u8,
        kind: u8,
    ) {
        #[cfg(test)]
        self.mirror
            .dynamic_reloc(label.0, target_offset, field_offset, ref_offset, kind);
        self.reloc(
            Target::Dynamic(label),
            target_offset,
            field_offset,
            ref_offset,
            kind,
        );
    }

    fn reloc(
        &mut self,
        target: Target,
        target_offset: isize,
        field_offset: u8,
        ref_offset: u8,
        kind: u8,
    ) {
        let at = self.code.len();
        // Bits 6-7: the kind, 0 = relative. Bits 0-5: the size code, 0-3 = 1, 2, 4, 8 bytes.
        let size = match (kind >> 6, kind & 0x3F) {
            (0, code @ 0..=3) => 1u8 << code,
            _ => {
                self.fail(AsmError::UnsupportedRelocation { kind, at });
                return;
            }
        };
        if !room(&mut self.relocs, 1, &mut self.error) {
            return;
        }
        self.relocs.push(Reloc {
            at,
            target,
            target_offset,
            field_offset,
            ref_offset,
            size,
        });
    }

    /// Keeps the first error.
    fn fail(&mut self, error: AsmError) {
        self.error.get_or_insert(error);
    }

    /// The offset `target` stands for, if it is defined.
    fn resolve(&self, target: Target) -> Option<usize> {
        let offset = |&(_, at): &(&'static str, usize)| at;
        match target {
            Target::Forward { name, from } => self
                .locals
                .get(from..)?
                .iter()
                .find(|&&(n, _)| n == name)
                .map(offset),
            Target::Backward { name, before } => self
                .locals
                .get(..before)?
                .iter()
                .rev()
                .find(|&&(n, _)| n == name)
                .map(offset),
            Target::Global(name) => self.globals.iter().find(|&&(n, _)| n == name).map(offset),
            Target::Dynamic(DynamicLabel(id)) => self.dynamics.get(id).copied().flatten(),
        }
    }

    /// Patches every reference and returns the code, or the first error.
    pub(crate) fn finalize(mut self) -> Result<Vec<u8>, AsmError> {
        if let Some(e) = self.error {
            return Err(e);
        }
        for i in 0..self.relocs.len() {
            let r = self.relocs[i];
            let label = r.target.label();
            let dest = self
                .resolve(r.target)
                .ok_or(AsmError::Undefined { label, at: r.at })?;
            // Offsets are below isize::MAX (they index a Vec), so i128 holds every sum.
            let displacement =
                dest as i128 + r.target_offset as i128 - (r.at as i128 - i128::from(r.ref_offset));
            let out_of_range = AsmError::OutOfRange {
                label,
                at: r.at,
                displacement,
                bytes: usize::from(r.size),
            };
            let value = i64::try_from(displacement).map_err(|_| out_of_range)?;
            let fits = match r.size {
                1 => i8::try_from(value).is_ok(),
                2 => i16::try_from(value).is_ok(),
                4 => i32::try_from(value).is_ok(),
                _ => true,
            };
            if !fits {
                return Err(out_of_range);
            }
            let size = usize::from(r.size);
            let field =
                r.at.checked_sub(usize::from(r.field_offset))
                    .and_then(|start| self.code.get_mut(start..start.checked_add(size)?))
                    .ok_or(AsmError::FieldOutside {
                        at: r.at,
                        field_offset: r.field_offset,
                        bytes: size,
                    })?;
            field.copy_from_slice(&value.to_le_bytes()[..size]);
        }
        Ok(self.code)
    }

    /// The field size (1, 2, 4 or 8 bytes) of every relocation recorded so far.
    #[cfg(test)]
    pub(crate) fn relocation_sizes(&self) -> impl Iterator<Item = u8> + '_ {
        self.relocs.iter().map(|r| r.size)
    }

    /// Finalizes this assembler and its dynasmrt mirror: this one's result, then dynasmrt's.
    #[cfg(test)]
    pub(crate) fn finalize_both(
        mut self,
    ) -> (
        Result<Vec<u8>, AsmError>,
        Result<Vec<u8>, dynasmrt::DynasmError>,
    ) {
        let mirror = core::mem::replace(&mut self.mirror, mirror::Mirror::new());
        (self.finalize(), mirror.finalize())
    }
}

/// The dynasmrt `VecAssembler` every [`Asm`] forwards to in test builds (see the module
/// documentation).
#[cfg(test)]
mod mirror {
    use dynasmrt::x64::X64Relocation;
    use dynasmrt::{DynamicLabel, DynasmApi, DynasmError, DynasmLabelApi, VecAssembler};

    #[derive(Debug)]
    pub(super) struct Mirror {
        ops: VecAssembler<X64Relocation>,
        /// Its dynamic labels, by the id of ours.
        labels: Vec<DynamicLabel>,
    }

    impl Mirror {
        pub(super) fn new() -> Mirror {
            Mirror {
                ops: VecAssembler::new(0),
                labels: Vec::new(),
            }
        }

        pub(super) fn check_offset(&self, ours: usize) {
            assert_eq!(ours, self.ops.offset().0, "offset differs from dynasmrt's");
        }

        pub(super) fn push(&mut self, byte: u8) {
            self.ops.push(byte);
        }

        pub(super) fn extend(&mut self, bytes: &[u8]) {
            self.ops.extend(bytes);
        }

        pub(super) fn align(&mut self, alignment: usize, with: u8) {
            self.ops.align(alignment, with);
        }

        pub(super) fn new_dynamic_label(&mut self, ours: usize) {
            assert_eq!(ours, self.labels.len());
            self.labels.push(self.ops.new_dynamic_label());
        }

        pub(super) fn local_label(&mut self, name: &'static str) {
            self.ops.local_label(name);
        }

        pub(super) fn global_label(&mut self, name: &'static str) {
            self.ops.global_label(name);
        }

        pub(super) fn dynamic_label(&mut self, ours: usize) {
            self.ops.dynamic_label(self.labels[ours]);
        }

        pub(super) fn forward_reloc(&mut self, name: &'static str, t: isize, f: u8, r: u8, k: u8) {
            self.ops.forward_reloc(name, t, f, r, k);
        }

        pub(super) fn backward_reloc(&mut self, name: &'static str, t: isize, f: u8, r: u8, k: u8) {
            self.ops.backward_reloc(name, t, f, r, k);
        }

        pub(super) fn global_reloc(&mut self, name: &'static str, t: isize, f: u8, r: u8, k: u8) {
            self.ops.global_reloc(name, t, f, r, k);
        }

        pub(super) fn dynamic_reloc(&mut self, ours: usize, t: isize, f: u8, r: u8, k: u8) {
            self.ops.dynamic_reloc(self.labels[ours], t, f, r, k);
        }

        pub(super) fn finalize(self) -> Result<Vec<u8>, DynasmError> {
            self.ops.finalize()
        }
    }
}

#[cfg(test)]
mod tests {
    use dynasm::dynasm;

    use super::*;

    /// Finalizes `ops` and dynasmrt's mirror of it; both must succeed with the same bytes.
    fn image(ops: Asm) -> Vec<u8> {
        let (ours, theirs) = ops.finalize_both();
        let ours = ours.unwrap_or_else(|e| panic!("ours: {e}"));
        assert_eq!(ours, theirs.expect("dynasmrt"), "ours, then dynasmrt's");
        ours
    }

    /// Finalizes `ops`, which must fail (and so must dynasmrt), and returns our error.
    fn error(ops: Asm) -> AsmError {
        let (ours, theirs) = ops.finalize_both();
        assert!(theirs.is_err(), "dynasmrt accepted it");
        ours.expect_err("ours accepted it")
    }

    /// Backward and forward jumps with 8- and 32-bit displacements, against bytes worked out
    /// by hand (x86 displacements count from the end of the jump).
    #[test]
    fn forward_and_backward_jumps_rel8_and_rel32() {
        let mut ops = Asm::new();
        dynasm!(ops
            ; .arch x64
            ; back:                 // 0
            ; nop                   // 0: 90
            ; jmp BYTE <back        // 1: EB rel8, ends at 3: 0 - 3 = -3
            ; jmp <back             // 3: E9 rel32, ends at 8: -8
            ; jmp BYTE >fwd         // 8: EB, ends at 10: 16 - 10 = 6
            ; jmp >fwd              // 10: E9, ends at 15: 1
            ; nop                   // 15
            ; fwd:                  // 16
            ; ret
        );
        assert_eq!(
            image(ops),
            [
                0x90, 0xEB, 0xFD, 0xE9, 0xF8, 0xFF, 0xFF, 0xFF, 0xEB, 0x06, 0xE9, 0x01, 0x00, 0x00,
                0x00, 0x90, 0xC3
            ]
        );
    }

    /// A local label defined twice: `<x` takes the latest definition before the reference,
    /// `>x` the next one after it; global and dynamic labels in either direction.
    #[test]
    fn local_labels_by_position_global_and_dynamic_labels() {
        let mut ops = Asm::new();
        let d = ops.new_dynamic_label();
        let unused = ops.new_dynamic_label();
        let _ = unused;
        dynasm!(ops
            ; .arch x64
            ; x:                    // 0 (first x)
            ; jmp BYTE >x           // 0: ends at 2, next x at 4: 2
            ; jmp BYTE =>d          // 2: ends at 4, d at 6: 2
            ; x:                    // 4 (second x)
            ; jmp BYTE <x           // 4: ends at 6, latest x is 4: -2
            ; =>d                   // 6
            ; jmp BYTE ->g          // 6: ends at 8, g at 8: 0
            ; ->g:                  // 8
            ; jmp BYTE =>d          // 8: ends at 10: -4
            ; jmp BYTE ->g          // 10: ends at 12: -4
        );
        assert_eq!(
            image(ops),
            [0xEB, 0x02, 0xEB, 0x02, 0xEB, 0xFE, 0xEB, 0x00, 0xEB, 0xFC, 0xEB, 0xFC]
        );
    }

    /// A rel8 reaches -128..=127 and no further, either way; rel32 reaches past it.
    #[test]
    fn displacement_that_does_not_fit_is_an_error() {
        for gap in [0usize, 1, 126, 127, 128, 129, 300] {
            // Forward: `jmp BYTE >l` ends at 2; `gap` bytes, then `l`.
            let mut ops = Asm::new();
            dynasm!(ops ; .arch x64 ; jmp BYTE >l);
            ops.extend(alloc::vec![0x90; gap]);
            dynasm!(ops ; .arch x64 ; l: ; ret);
            if gap <= 127 {
                assert_eq!(image(ops)[..2], [0xEB, gap as u8], "forward {gap}");
            } else {
                let e = error(ops);
                assert_eq!(
                    e,
                    AsmError::OutOfRange {
                        label: Label::Local("l"),
                        at: 2,
                        displacement: gap as i128,
                        bytes: 1
                    }
                );
                let text = e.to_string();
                assert!(text.contains("does not fit its 1-byte field"), "{text}");
            }
            // Backward: `l`, `gap` bytes, then `jmp BYTE <l` (displacement -gap-2).
            let mut ops = Asm::new();
            dynasm!(ops ; .arch x64 ; l:);
            ops.extend(alloc::vec![0x90; gap]);
            dynasm!(ops ; .arch x64 ; jmp BYTE <l);
            let want = -(gap as i128) - 2;
            if want >= -128 {
                assert_eq!(
                    image(ops)[gap..],
                    [0xEB, want as i8 as u8],
                    "backward {gap}"
                );
            } else {
                assert!(matches!(
                    error(ops),
                    AsmError::OutOfRange { displacement, bytes: 1, .. } if displacement == want
                ));
            }
            // The same distances in rel32 always fit.
            let mut ops = Asm::new();
            dynasm!(ops ; .arch x64 ; jmp >l);
            ops.extend(alloc::vec![0x90; gap]);
            dynasm!(ops ; .arch x64 ; l: ; ret);
            let want = u32::try_from(gap).unwrap().to_le_bytes();
            assert_eq!(image(ops)[1..5], want, "rel32 {gap}");
        }
    }

    /// Every kind of reference to a label that is not there, with a message naming it.
    #[test]
    fn undefined_label_is_an_error() {
        // Forward to a label defined only before the reference.
        let mut ops = Asm::new();
        dynasm!(ops ; .arch x64 ; early: ; jmp >early);
        let e = error(ops);
        assert_eq!(
            e,
            AsmError::Undefined {
                label: Label::Local("early"),
                at: 5
            }
        );
        assert!(e.to_string().contains("local label `early`"), "{e}");
        // Backward to a label defined only after it.
        let mut ops = Asm::new();
        dynasm!(ops ; .arch x64 ; jmp <late ; late:);
        assert!(matches!(
            error(ops),
            AsmError::Undefined {
                label: Label::Local("late"),
                ..
            }
        ));
        // Global and dynamic labels never defined.
        let mut ops = Asm::new();
        dynasm!(ops ; .arch x64 ; jmp ->nowhere);
        let e = error(ops);
        assert!(e.to_string().contains("`->nowhere`"), "{e}");
        let mut ops = Asm::new();
        let d = ops.new_dynamic_label();
        dynasm!(ops ; .arch x64 ; jb =>d);
        let e = error(ops);
        assert_eq!(
            e,
            AsmError::Undefined {
                label: Label::Dynamic(0),
                at: 6
            }
        );
        assert!(e.to_string().contains("never defined"), "{e}");
    }

    /// Global and dynamic labels are defined once.
    #[test]
    fn label_defined_twice_is_an_error() {
        let mut ops = Asm::new();
        dynasm!(ops ; .arch x64 ; ->g: ; ret ; ->g:);
        assert_eq!(
            error(ops),
            AsmError::Duplicate {
                label: Label::Global("g"),
                at: 1
            }
        );
        let mut ops = Asm::new();
        let d = ops.new_dynamic_label();
        dynasm!(ops ; .arch x64 ; =>d ; ret ; =>d);
        assert!(matches!(
            error(ops),
            AsmError::Duplicate {
                label: Label::Dynamic(0),
                ..
            }
        ));
    }

    /// `.align` pads with its byte (single-byte NOPs by default) to the next multiple, and
    /// not at all on one; `.align 0` is an error, not a division by zero.
    #[test]
    fn alignment() {
        for start in 0..70 {
            for align in [1usize, 2, 16, 64] {
                let mut ops = Asm::new();
                ops.extend(alloc::vec![0xC3; start]);
                dynasm!(ops ; .arch x64 ; .align align ; int3);
                let want = start.next_multiple_of(align);
                let code = image(ops);
                assert_eq!(code.len(), want + 1, "{start} {align}");
                assert!(code[start..want].iter().all(|&b| b == 0x90));
                assert_eq!(code[want], 0xCC);
            }
            let mut ops = Asm::new();
            ops.extend(alloc::vec![0xC3; start]);
            dynasm!(ops ; .arch x64 ; .align 32, 0xCC);
            let code = image(ops);
            assert_eq!(code.len(), start.next_multiple_of(32));
            assert!(code[start..].iter().all(|&b| b == 0xCC));
        }
        let mut ops = Asm::new();
        ops.push(0xC3);
        ops.align(0, 0x90);
        assert_eq!(ops.finalize(), Err(AsmError::ZeroAlignment { at: 1 }));
    }

    /// The relocation arguments the emitter never uses (a target offset, a reference point
    /// before the end, a field before the end, 2- and 8-byte fields) follow dynasmrt's rules
    /// too; absolute kinds are refused.
    #[test]
    fn relocation_fields_and_kinds() {
        let mut ops = Asm::new();
        let d = ops.new_dynamic_label();
        ops.extend([0u8; 24]);
        ops.dynamic_label(d); // at 24
        ops.extend([0u8; 16]);
        // At 40: a 2-byte field at 40 - 6 = 34, relative to 40 - 2 = 38, to 24 + 3: -11.
        ops.dynamic_reloc(d, 3, 6, 2, 1);
        // An 8-byte field at 40 - 16 = 24, relative to 40, to 24 - 4: -20.
        ops.dynamic_reloc(d, -4, 16, 0, 3);
        let code = image(ops);
        assert_eq!(code[34..36], (-11i16).to_le_bytes());
        assert_eq!(code[24..32], (-20i64).to_le_bytes());
        assert!(code[32..34].iter().chain(&code[36..]).all(|&b| b == 0));
        // Absolute kinds (which dynasmrt knows), and size codes it has only for other
        // architectures (its x64 relocation panics on them, so they skip the mirror here).
        for kind in [0x40u8, 0x80, 0xC2, 0x04, 0x3F] {
            let mut ops = Asm::new();
            let d = ops.new_dynamic_label();
            ops.dynamic_label(d);
            ops.extend([0u8; 4]);
            if kind & 0x3F > 3 {
                ops.reloc(Target::Dynamic(d), 0, 4, 0, kind);
            } else {
                ops.dynamic_reloc(d, 0, 4, 0, kind);
            }
            assert_eq!(
                ops.finalize(),
                Err(AsmError::UnsupportedRelocation { kind, at: 4 })
            );
        }
        // A field reaching before the start of the code: an error, not a panic.
        let mut ops = Asm::new();
        let d = ops.new_dynamic_label();
        ops.dynamic_label(d);
        ops.push(0);
        ops.dynamic_reloc(d, 0, 4, 0, 2);
        let e = ops.finalize().unwrap_err();
        assert_eq!(
            e,
            AsmError::FieldOutside {
                at: 1,
                field_offset: 4,
                bytes: 4
            }
        );
        assert!(e.to_string().contains("not inside the code"), "{e}");
    }
}
