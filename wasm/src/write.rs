//! Writes a core value as a plain JS value through serde: structs and maps become plain objects
//! (not `Map`s, so `JSON.stringify` and property access work), `None` is `undefined` and its
//! property is left out, numbers are JS numbers.
//!
//! Written here rather than taken from `serde-wasm-bindgen` for the size of the binary every
//! visitor downloads: that crate writes every serde shape (maps as `Map`s on request, 64-bit
//! integers as `BigInt`s, enums with data...) and formats its errors, where these answers are a
//! few plain shapes.

use js_sys::{Array, Object, Reflect};
use serde::Serialize;
use serde::ser::{Impossible, SerializeMap, SerializeSeq, SerializeStruct, Serializer};
use wasm_bindgen::JsValue;

use crate::error::Error;

/// `value` as a plain JS value.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, Error> {
    value.serialize(Writer)
}

/// A plain object of `fields`.
pub fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = Fields { object: Object::new(), key: JsValue::UNDEFINED };
    for (key, value) in fields {
        object.set(&JsValue::from_str(key), value.clone());
    }
    object.object.into()
}

struct Writer;

fn unsupported(what: &str) -> Error {
    Error(format!("{what} cannot be written as a JS value"))
}

impl Serializer for Writer {
    type Ok = JsValue;
    type Error = Error;
    type SerializeSeq = Items;
    type SerializeTuple = Impossible<JsValue, Error>;
    type SerializeTupleStruct = Impossible<JsValue, Error>;
    type SerializeTupleVariant = Impossible<JsValue, Error>;
    type SerializeMap = Fields;
    type SerializeStruct = Fields;
    type SerializeStructVariant = Impossible<JsValue, Error>;

    fn serialize_bool(self, value: bool) -> Result<JsValue, Error> {
        Ok(JsValue::from_bool(value))
    }
    fn serialize_i8(self, value: i8) -> Result<JsValue, Error> {
        self.serialize_f64(value.into())
    }
    fn serialize_i16(self, value: i16) -> Result<JsValue, Error> {
        self.serialize_f64(value.into())
    }
    fn serialize_i32(self, value: i32) -> Result<JsValue, Error> {
        self.serialize_f64(value.into())
    }
    // Ids and sizes stay far below 2^53, where a JS number is still exact.
    fn serialize_i64(self, value: i64) -> Result<JsValue, Error> {
        self.serialize_f64(value as f64)
    }
    fn serialize_u8(self, value: u8) -> Result<JsValue, Error> {
        self.serialize_f64(value.into())
    }
    fn serialize_u16(self, value: u16) -> Result<JsValue, Error> {
        self.serialize_f64(value.into())
    }
    fn serialize_u32(self, value: u32) -> Result<JsValue, Error> {
        self.serialize_f64(value.into())
    }
    fn serialize_u64(self, value: u64) -> Result<JsValue, Error> {
        self.serialize_f64(value as f64)
    }
    fn serialize_f32(self, value: f32) -> Result<JsValue, Error> {
        self.serialize_f64(value.into())
    }
    fn serialize_f64(self, value: f64) -> Result<JsValue, Error> {
        Ok(JsValue::from_f64(value))
    }
    fn serialize_char(self, value: char) -> Result<JsValue, Error> {
        self.serialize_str(value.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, value: &str) -> Result<JsValue, Error> {
        Ok(JsValue::from_str(value))
    }
    fn serialize_bytes(self, _value: &[u8]) -> Result<JsValue, Error> {
        Err(unsupported("bytes"))
    }
    fn serialize_none(self) -> Result<JsValue, Error> {
        Ok(JsValue::UNDEFINED)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<JsValue, Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<JsValue, Error> {
        Ok(JsValue::UNDEFINED)
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<JsValue, Error> {
        Ok(JsValue::UNDEFINED)
    }
    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Result<JsValue, Error> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result<JsValue, Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<JsValue, Error> {
        Err(unsupported("an enum with data"))
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Items, Error> {
        Ok(Items(Array::new()))
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Error> {
        Err(unsupported("a tuple"))
    }
    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Self::SerializeTupleStruct, Error> {
        Err(unsupported("a tuple"))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Err(unsupported("an enum with data"))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Fields, Error> {
        Ok(Fields { object: Object::new(), key: JsValue::UNDEFINED })
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Fields, Error> {
        self.serialize_map(None)
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Err(unsupported("an enum with data"))
    }
}

/// An array being filled.
struct Items(Array);

impl SerializeSeq for Items {
    type Ok = JsValue;
    type Error = Error;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.0.push(&value.serialize(Writer)?);
        Ok(())
    }

    fn end(self) -> Result<JsValue, Error> {
        Ok(self.0.into())
    }
}

/// An object being filled; a field whose value is `undefined` is left out.
struct Fields {
    object: Object,
    key: JsValue,
}

impl Fields {
    fn set(&self, key: &JsValue, value: JsValue) {
        if !value.is_undefined() {
            // Setting a property of a new plain object cannot fail.
            Reflect::set(&self.object, key, &value).ok();
        }
    }
}

impl SerializeMap for Fields {
    type Ok = JsValue;
    type Error = Error;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.key = key.serialize(Writer)?;
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.set(&self.key, value.serialize(Writer)?);
        Ok(())
    }

    fn end(self) -> Result<JsValue, Error> {
        Ok(self.object.into())
    }
}

impl SerializeStruct for Fields {
    type Ok = JsValue;
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.set(&JsValue::from_str(key), value.serialize(Writer)?);
        Ok(())
    }

    fn end(self) -> Result<JsValue, Error> {
        Ok(self.object.into())
    }
}
